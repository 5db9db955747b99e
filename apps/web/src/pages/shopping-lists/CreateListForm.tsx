import { Button, Group, TextInput } from '@mantine/core'
import { MAX_PLANNING_TITLE_LENGTH } from '@rosemary/shared/contract'
import { useQueryClient } from '@tanstack/react-query'
import { type SyntheticEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { request } from '../../api/client.ts'
import { shoppingKeys } from '../../data/shopping-lists/queries.ts'
import { isLimitReached, usePlanningLimits } from '../../hooks/use-planning-limits.ts'

/** A new list by its title; it opens once made. */
export function CreateListForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const limits = usePlanningLimits()
  const [title, setTitle] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    if (title.trim() === '') {
      setError(t('shopping.titleNeeded'))
      return
    }
    setBusy(true)
    const result = await request(
      'POST /shopping-lists',
      { body: { title } },
      {
        400: (failure) =>
          setError(
            isLimitReached(failure)
              ? limits.tooManyLists()
              : (failure.data?.error.fields?.title ?? t('errors.unexpected')),
          ),
      },
    )
    setBusy(false)
    if (!result.success) return
    queryClient.setQueryData(shoppingKeys.detail(result.data.id), result.data)
    await queryClient.invalidateQueries({ queryKey: shoppingKeys.mine })
    await navigate(`/shopping-lists/${result.data.id}`)
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('shopping.newListTitle')}
          placeholder={t('shopping.newListPlaceholder')}
          value={title}
          maxLength={MAX_PLANNING_TITLE_LENGTH}
          error={error}
          onChange={(event) => {
            setTitle(event.currentTarget.value)
            setError(null)
          }}
        />
        <Button type="submit" loading={busy} mt={25}>
          {t('shopping.create')}
        </Button>
      </Group>
    </form>
  )
}
