import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { TShoppingItemsChange } from '@rosemary/shared/contract'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApiFailure, ApiResult, StatusHandlers } from '../api/client.ts'
import { createShoppingList, useShoppingListChoices } from '../data/planning-choices.ts'
import { isLimitReached, usePlanningLimits } from '../hooks/use-planning-limits.ts'
import { AddedNotice } from './AddedNotice.tsx'
import { type Choice, ChooseOrCreate, chosenId, NO_CHOICE } from './ChooseOrCreate.tsx'

interface AddToShoppingListDialogProps {
  opened: boolean
  onClose: () => void
  title: string
  /** What is added: lines to pick, or a sentence about the meals. */
  children?: ReactNode
  /** False while there is nothing to add. */
  canSend: boolean
  send: (listId: string, handlers: StatusHandlers) => Promise<ApiResult<TShoppingItemsChange>>
}

interface Added {
  count: number
  listId: string
  listTitle: string
}

/**
 * Adds something to one of my shopping lists, or to a new one, then says how many items were added with a
 * link to the list. The recipe page and the meal planner share it; each says what it sends.
 */
export function AddToShoppingListDialog({ opened, onClose, title, ...body }: AddToShoppingListDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <DialogBody {...body} onClose={onClose} />
    </Modal>
  )
}

function DialogBody({
  children,
  canSend,
  send,
  onClose,
}: Omit<AddToShoppingListDialogProps, 'opened' | 'title'>) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const lists = useShoppingListChoices(true)
  const [choice, setChoice] = useState<Choice>(NO_CHOICE)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [added, setAdded] = useState<Added | null>(null)

  const limits = usePlanningLimits()
  const showProblem = (failure: ApiFailure) =>
    setProblem(failure.data?.error.message ?? t('addToList.failed'))
  const handlers: StatusHandlers = {
    400: (failure) => (isLimitReached(failure) ? setProblem(limits.listFull()) : showProblem(failure)),
    404: () => setProblem(t('addToList.listGone')),
  }

  const add = async () => {
    setProblem(null)
    let id = chosenId(choice, lists.data)
    let listTitle = lists.data?.find((list) => list.id === id)?.title ?? ''
    if (id === null) {
      listTitle = choice.newTitle.trim()
      if (listTitle === '') {
        setProblem(t('addToList.titleNeeded'))
        return
      }
    }
    setBusy(true)
    try {
      if (id === null) {
        const created = await createShoppingList(listTitle, {
          400: (failure) =>
            isLimitReached(failure) ? setProblem(limits.tooManyLists()) : showProblem(failure),
        })
        if (!created.success) return
        id = created.data.id
        setChoice({ id, newTitle: '' })
      }
      const result = await send(id, handlers)
      if (result.success) setAdded({ count: result.data.items.length, listId: id, listTitle })
    } finally {
      setBusy(false)
      void queryClient.invalidateQueries({ queryKey: ['shopping-lists'] })
    }
  }

  if (added) {
    return (
      <AddedNotice
        testId="added-to-list"
        text={t('addToList.added', { count: added.count, title: added.listTitle })}
        to={`/shopping-lists/${added.listId}`}
        linkText={t('addToList.openList')}
        onClose={onClose}
      />
    )
  }

  return (
    <Stack gap="md">
      {children}
      <ChooseOrCreate
        label={t('addToList.list')}
        newTitleLabel={t('addToList.newTitle')}
        options={lists.data}
        value={choice}
        onChange={setChoice}
        testId="choose-list"
      />
      {lists.isError && <Text c="red">{t('addToList.listsFailed')}</Text>}
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void add()} loading={busy} disabled={!canSend || lists.isPending}>
          {t('addToList.add')}
        </Button>
      </Group>
    </Stack>
  )
}
