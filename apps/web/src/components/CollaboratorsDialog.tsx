/**
 * Who shares a list or a plan, chosen among my friends (the owner's choice). Reusable: it knows nothing of
 * shopping lists; `onSave` gets the whole new set of ids and resolves to a problem to show, or null.
 * Someone already sharing who is no longer a friend stays listed, so saving does not drop them unasked.
 */
import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core'
import type { TOtherUser } from '@rosemary/shared/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFriends } from '../data/social.ts'

interface CollaboratorsDialogProps {
  currentIds: readonly string[]
  /** The people now sharing, to name those who are not (or no longer) friends. */
  current?: readonly TOtherUser[]
  onSave: (ids: string[]) => Promise<string | null> | string | null
  onClose: () => void
  title?: string
}

export function CollaboratorsDialog({
  currentIds,
  current = [],
  onSave,
  onClose,
  title,
}: CollaboratorsDialogProps) {
  const { t } = useTranslation()
  const friends = useFriends()
  const [chosen, setChosen] = useState<string[]>([...currentIds])
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const people = new Map<string, TOtherUser>()
  for (const entry of friends.data?.friends ?? []) people.set(entry.otherUser.id, entry.otherUser)
  for (const person of current)
    if (!people.has(person.id) && currentIds.includes(person.id)) people.set(person.id, person)
  const sorted = [...people.values()].sort((a, b) => a.name.localeCompare(b.name))

  const save = async () => {
    setBusy(true)
    const failure = await onSave(chosen)
    setBusy(false)
    if (failure) setProblem(failure)
    else onClose()
  }

  return (
    <Modal opened onClose={onClose} centered title={title ?? t('collaborators.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('collaborators.explain')}</Text>
        {friends.isPending && <Loader size="sm" role="status" aria-label={t('collaborators.loading')} />}
        {friends.isSuccess && sorted.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('collaborators.noFriends')}
          </Text>
        )}
        <Checkbox.Group value={chosen} onChange={setChosen} label={t('collaborators.friends')}>
          <Stack gap="xs" mt="xs">
            {sorted.map((person) => (
              <Checkbox key={person.id} value={person.id} label={person.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        {problem && <Alert color="red">{problem}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
