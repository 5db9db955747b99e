import { Alert, Button, Group, List, Progress, Stack, Text } from '@mantine/core'
import { normalizeLabelTitle, type TJob } from '@rosemary/shared/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { serverReachableStore } from '../../api/connection.ts'
import { goneThrough, isFinished, progressPercent, unlistedFailures } from '../../data/job-state.ts'
import { isJobGone, useJob } from '../../data/jobs.ts'
import { useStore } from '../../lib/store.ts'
import { listSearch } from '../recipe-list/list-params.ts'
import { AddressResults } from './AddressResults.tsx'
import { fileHolds } from './import-sources.ts'
import { ProblemList } from './ProblemList.tsx'
import { SkippedPictures } from './SkippedPictures.tsx'

/** The last known progress; without the server it says the progress is not known now, not that it stalled. */
function JobProgress({ job }: { job: TJob | undefined }) {
  const { t } = useTranslation()
  const reachable = useStore(serverReachableStore)
  const done = job ? goneThrough(job) : 0
  const value = job ? progressPercent(job) : 0
  const count = job?.total ? t('imports.progressCount', { done, total: job.total }) : t('imports.waiting')
  return (
    <Stack gap={6} data-testid="import-progress">
      <Text fw={500}>{t('imports.importing')}</Text>
      {/* The whole bar is the progress bar (its filled part is only drawn), so it is there at 0 too. */}
      <Progress.Root
        size="lg"
        role="progressbar"
        aria-label={t('imports.importProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={count}
      >
        <Progress.Section value={value} striped animated={reachable} withAria={false} />
      </Progress.Root>
      <Text size="sm" c="dimmed">
        {count}
      </Text>
      {!reachable && (
        <Alert color="yellow" role="status" data-testid="import-unreachable">
          {t('imports.unreachable')}
        </Alert>
      )}
    </Stack>
  )
}

/**
 * The end of an import: how many came in, every recipe that did not and every picture left out, with the
 * reasons; for web addresses, what became of each.
 */
export function ImportSummary({
  job,
  label,
  actions,
  addresses,
}: {
  job: TJob
  label: string
  actions?: ReactNode
  addresses?: readonly string[] | undefined
}) {
  const { t } = useTranslation()
  const title = normalizeLabelTitle(label)
  return (
    <Stack gap="sm" role="region" aria-label={t('imports.summary')} data-testid="import-summary">
      {job.status === 'failed' ? (
        <Alert color="red" title={t('imports.jobFailed', { reason: job.reason ?? '' })}>
          {t('imports.imported', { count: job.imported })}
        </Alert>
      ) : (
        <Alert color="green">{t('imports.imported', { count: job.imported })}</Alert>
      )}
      {job.duplicatesSkipped > 0 && (
        <Text data-testid="import-duplicates-skipped">
          {t('imports.duplicatesSkipped', { count: job.duplicatesSkipped })}
        </Text>
      )}
      {job.files && (
        <List size="sm" spacing={4} data-testid="import-files">
          {job.files.map((file, index) => (
            <List.Item key={index}>
              <Text span fw={500} size="sm">
                {file.name}
              </Text>
              {': '}
              {fileHolds(file.format, file.recipes, t)}
            </List.Item>
          ))}
        </List>
      )}
      {addresses && <AddressResults job={job} addresses={addresses} />}
      {job.failed > 0 && !addresses && (
        <ProblemList
          heading={t('imports.failedList', { count: job.failed })}
          items={job.failures.map((failure) => ({
            ...failure,
            detail: failure.file ? ` (${failure.file})` : undefined,
          }))}
          unlisted={unlistedFailures(job)}
          testId="import-failures"
        />
      )}
      <SkippedPictures job={job} />
      <Group>
        {job.imported > 0 && (
          <Button
            component={Link}
            to={`/list/main${listSearch({ labels: title ? [title] : [], userId: null })}`}
          >
            {t('imports.viewRecipes')}
          </Button>
        )}
        {actions}
      </Group>
    </Stack>
  )
}

/** A started import: its progress as it runs (frames, or polling without a socket), then its summary. */
export function ImportJob({
  jobId,
  label,
  actions,
  addresses,
}: {
  jobId: string
  label: string
  actions?: ReactNode
  /** An import of web addresses: the addresses sent, each listed in the summary with its result. */
  addresses?: readonly string[]
}) {
  const { t } = useTranslation()
  const query = useJob(jobId)
  const job = query.data
  if (isJobGone(query.error)) {
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert">
          {t('imports.gone')}
        </Alert>
        {actions && <Group>{actions}</Group>}
      </Stack>
    )
  }
  return job && isFinished(job) ? (
    <ImportSummary job={job} label={label} actions={actions} addresses={addresses} />
  ) : (
    <JobProgress job={job} />
  )
}
