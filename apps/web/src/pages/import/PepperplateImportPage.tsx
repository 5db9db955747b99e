import { Button, Stack, TextInput } from '@mantine/core'
import { type SyntheticEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ApiFailure, request } from '../../api/client.ts'
import { PasswordField } from '../../components/PasswordField.tsx'
import { ImportJob } from './ImportJob.tsx'
import {
  duplicatesQuery,
  ImportLabelField,
  ImportProblem,
  KeepDuplicatesField,
  SourcePage,
} from './SourcePage.tsx'

/** settings/import/pepperplate: signs in to the Pepperplate service with the person's account, then imports. */
export default function PepperplateImportPage() {
  const { t } = useTranslation()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [label, setLabel] = useState('')
  const [keepDuplicates, setKeepDuplicates] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [jobId, setJobId] = useState<string | null>(null)

  const refused = (failure: ApiFailure) => setProblem(failure.data?.error.message ?? String(failure.status))

  const start = async (event: SyntheticEvent) => {
    event.preventDefault()
    setProblem(null)
    setBusy(true)
    const result = await request(
      'GET /scrape/pepperplate',
      {
        query: {
          username: username.trim(),
          password,
          label: label.trim() || undefined,
          duplicates: duplicatesQuery(keepDuplicates),
        },
      },
      { 0: () => setProblem(t('imports.notStarted')), 400: refused },
    )
    setBusy(false)
    if (result.success) {
      setPassword('')
      setJobId(result.data.jobId)
    }
  }

  return (
    <SourcePage source="pepperplate">
      {jobId ? (
        <ImportJob jobId={jobId} label={label} />
      ) : (
        <form onSubmit={(event) => void start(event)}>
          <Stack gap="md">
            <TextInput
              label={t('imports.username')}
              type="email"
              autoComplete="username"
              required
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
            />
            <PasswordField
              label={t('imports.password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <ImportLabelField value={label} onChange={setLabel} />
            <KeepDuplicatesField checked={keepDuplicates} onChange={setKeepDuplicates} />
            <ImportProblem problem={problem} />
            <div>
              <Button type="submit" loading={busy} disabled={!username.trim() || !password}>
                {t('imports.signIn')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </SourcePage>
  )
}
