import { NativeSelect, Stack, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** One of mine by id, a new one with this title (id null), or not chosen yet (the first of mine). */
export interface Choice {
  id?: string | null
  newTitle: string
}

export const NO_CHOICE: Choice = { newTitle: '' }

type Option = { id: string; title: string }

/** The id chosen: until the person picks, the first of mine (or a new one when I have none). */
export function chosenId(choice: Choice, options: readonly Option[] | undefined): string | null {
  return choice.id === undefined ? (options?.[0]?.id ?? null) : choice.id
}

interface ChooseOrCreateProps {
  label: string
  newTitleLabel: string
  /** Mine, most recently changed first; undefined while loading. */
  options: readonly Option[] | undefined
  value: Choice
  onChange: (choice: Choice) => void
  testId: string
}

const NEW = ''

/**
 * Choose a list or plan of mine, or make a new one by title: a native select (it works with every screen
 * reader and phone picker), and the title field while "new" is chosen.
 */
export function ChooseOrCreate({
  label,
  newTitleLabel,
  options,
  value,
  onChange,
  testId,
}: ChooseOrCreateProps) {
  const { t } = useTranslation()
  const id = chosenId(value, options)
  return (
    <Stack gap="xs">
      <NativeSelect
        label={label}
        value={id ?? NEW}
        onChange={(event) => onChange({ ...value, id: event.currentTarget.value || null })}
        data={[
          ...(options ?? []).map((option) => ({ value: option.id, label: option.title })),
          { value: NEW, label: t('addToList.newOption') },
        ]}
        disabled={options === undefined}
        data-testid={testId}
      />
      {id === null && options !== undefined && (
        <TextInput
          label={newTitleLabel}
          value={value.newTitle}
          onChange={(event) => onChange({ ...value, newTitle: event.currentTarget.value })}
          maxLength={500}
          required
        />
      )}
    </Stack>
  )
}
