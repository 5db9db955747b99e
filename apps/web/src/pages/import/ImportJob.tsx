import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core'
import { normalizeLabelTitle, type TJob } from '@rosemary/shared/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { serverReachableStore } from '../../api/connection.ts'
import { isFinished, unlistedFailures } from '../../data/job-state.ts'
import { isJobGone, useJob } from '../../data/jobs.ts'
import { useStore } from '../../lib/store.ts'
import { listSearch } from '../recipe-list/list-params.ts'
import { ProblemList } from './ProblemList.tsx'
import { SkippedPictures } from './SkippedPictures.tsx'

/** The last known progress; without the server it says the progress is not known now, not that it stalled. */
function JobProgress({ job }: { job: TJob | undefined }) {
  const { t } = useTranslation()
  const reachable = useStore(serverReachableStore)
  const done = job ? job.imported + job.failed : 0
  return (
    <Stack gap={6} data-testid="import-progress">
      <Text fw={500}>{t('imports.importing')}</Text>
      <Progress
        value={job?.progress ?? 0}
        size="lg"
        striped
        animated={reachable}
        aria-label={t('imports.importProgress')}
      />
      <Text size="sm" c="dimmed">
        {job?.total ? t('imports.progressCount', { done, total: job.total }) : t('imports.waiting')}
      </Text>
      {!reachable && (
        <Alert color="yellow" role="status" data-testid="import-unreachable">
          {t('imports.unreachable')}
        </Alert>
      )}
    </Stack>
  )
}

/** The end of an import: how many came in, every recipe that did not and every picture left out, with the reasons. */
export function ImportSummary({ job, label, actions }: { job: TJob; label: string; actions?: ReactNode }) {
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
      {job.failed > 0 && (
        <ProblemList
          heading={t('imports.failedList', { count: job.failed })}
          items={job.failures}
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
export function ImportJob({ jobId, label, actions }: { jobId: string; label: string; actions?: ReactNode }) {
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
    <ImportSummary job={job} label={label} actions={actions} />
  ) : (
    <JobProgress job={job} />
  )
}
