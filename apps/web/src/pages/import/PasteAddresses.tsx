import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core'
import { addressLines } from '@rosemary/shared'
import { MAX_IMPORT_URLS } from '@rosemary/shared/contract'
import { type SyntheticEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ApiFailure, request } from '../../api/client.ts'
import { ImportJob } from './ImportJob.tsx'
import { duplicatesQuery, ImportProblem, KeepDuplicatesField } from './SourcePage.tsx'

/**
 * Import files, second way in: web addresses pasted one a line, counted as they are typed (the server's
 * own test, from the shared rules), each page clipped on the server in one job, then every address
 * listed with its result.
 */
export function PasteAddresses() {
  const { t } = useTranslation()
  const headingId = useId()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [keepDuplicates, setKeepDuplicates] = useState(false)
  const [started, setStarted] = useState<{ jobId: string; addresses: string[] } | null>(null)
  const { addresses, others } = addressLines(text)
  const tooMany = addresses.length > MAX_IMPORT_URLS

  const refused = (failure: ApiFailure) =>
    setProblem(t('imports.urls.refused', { reason: failure.data?.error.message ?? String(failure.status) }))

  const start = async (event: SyntheticEvent) => {
    event.preventDefault()
    if (addresses.length === 0 || tooMany) return
    setProblem(null)
    setSending(true)
    const result = await request(
      'POST /data/import/urls',
      { body: { urls: addresses }, query: { duplicates: duplicatesQuery(keepDuplicates) } },
      { 0: () => setProblem(t('imports.notStarted')), 400: refused },
    )
    setSending(false)
    if (result.success) setStarted({ jobId: result.data.jobId, addresses })
  }

  const startAgain = () => {
    setStarted(null)
    setText('')
    setProblem(null)
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('imports.urls.title')}
      </Title>
      {started ? (
        <ImportJob
          jobId={started.jobId}
          label=""
          addresses={started.addresses}
          actions={
            <Button variant="default" onClick={startAgain}>
              {t('imports.urls.another')}
            </Button>
          }
        />
      ) : (
        <form onSubmit={(event) => void start(event)}>
          <Stack gap="sm">
            <Textarea
              label={t('imports.urls.field')}
              description={t('imports.urls.hint', { count: MAX_IMPORT_URLS })}
              placeholder="https://"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              autosize
              minRows={4}
              maxRows={12}
              spellCheck={false}
              disabled={sending}
              data-testid="import-urls-field"
            />
            <Text size="sm" aria-live="polite" data-testid="import-urls-count">
              {t('imports.urls.count', { count: addresses.length })}
              {others.length > 0 && ` ${t('imports.urls.others', { count: others.length })}`}
            </Text>
            <KeepDuplicatesField checked={keepDuplicates} onChange={setKeepDuplicates} disabled={sending} />
            {tooMany && <ImportProblem problem={t('imports.urls.tooMany', { count: MAX_IMPORT_URLS })} />}
            <ImportProblem problem={problem} />
            <Group>
              <Button type="submit" loading={sending} disabled={addresses.length === 0 || tooMany}>
                {addresses.length > 0
                  ? t('imports.urls.start', { count: addresses.length })
                  : t('imports.start')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  )
}
