import { Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { findHandleProblem, normalizeHandle } from '@rosemary/shared'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { request, unwrap } from '../../api/client.ts'

export const HANDLE_CHECK_DELAY_MS = 400

export type HandleState = 'unchanged' | 'problem' | 'checking' | 'available' | 'taken' | 'unknown'

/**
 * The spec §5 rules first, on every keystroke; only a handle that passes them, and that is not the one
 * already mine, is asked about, once the typing pauses.
 */
export function useHandleState(typed: string, saved: string | null) {
  const handle = normalizeHandle(typed)
  const problem = handle === '' && saved === null ? null : findHandleProblem(handle)
  const unchanged = handle === (saved ?? '')
  const [settled] = useDebouncedValue(handle, HANDLE_CHECK_DELAY_MS)
  const ask = !unchanged && !problem
  const info = useQuery({
    queryKey: ['social', 'handle-info', settled],
    enabled: ask && settled === handle,
    // Who has a handle changes at any time: always ask again.
    gcTime: 0,
    queryFn: async () =>
      unwrap(
        await request(
          'GET /users/handle-info/:handle',
          { params: { handle: settled } },
          { '*': () => undefined },
        ),
      ),
  })
  let state: HandleState
  if (unchanged) state = 'unchanged'
  else if (problem) state = 'problem'
  else if (settled !== handle || info.isPending) state = 'checking'
  else if (info.data) state = info.data.available ? 'available' : 'taken'
  else state = 'unknown'
  return { state, problem }
}

interface HandleFieldProps {
  value: string
  saved: string | null
  /** The server's word on the last save (a 400 field, or taken on a 409). */
  error: string | undefined
  onChange: (value: string) => void
  state: ReturnType<typeof useHandleState>
}

export function HandleField({ value, saved, error, onChange, state }: HandleFieldProps) {
  const { t } = useTranslation()
  const local =
    state.state === 'problem' && state.problem
      ? t(`people.handle.problems.${state.problem}`)
      : state.state === 'taken'
        ? t('people.handle.taken')
        : undefined
  const status = {
    // Saved: the handle finds me whatever the profile's switch says, and the field says so.
    unchanged: saved ? t('people.handle.findable') : t('people.handle.none'),
    checking: t('people.handle.checking'),
    available: t('people.handle.available'),
    unknown: t('people.handle.unknown'),
    problem: null,
    taken: null,
  }[state.state]
  return (
    <TextInput
      label={t('people.handle.label')}
      leftSection={<Text c="dimmed">@</Text>}
      value={value}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      error={local ?? error}
      description={
        <span data-testid="handle-status" data-state={state.state} aria-live="polite">
          {status}
        </span>
      }
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  )
}
