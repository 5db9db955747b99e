import type { TJob } from '@rosemary/shared/contract'
import { useTranslation } from 'react-i18next'
import { unlistedSkippedPictures } from '../../data/job-state.ts'
import { ProblemList } from './ProblemList.tsx'

/** Pictures an import left out (their recipes came without them): which picture of which recipe, and why. */
export function SkippedPictures({ job }: { job: Pick<TJob, 'picturesSkipped' | 'skippedPictures'> }) {
  const { t } = useTranslation()
  if (job.picturesSkipped === 0) return null
  const items = job.skippedPictures.map((picture) => ({
    title: picture.title,
    detail: `, ${
      picture.url
        ? t('imports.pictureAt', { position: picture.position, url: picture.url })
        : t('imports.pictureInFile', { position: picture.position })
    }`,
    reason: picture.reason,
  }))
  return (
    <ProblemList
      heading={t('imports.skippedPictures', { count: job.picturesSkipped })}
      items={items}
      unlisted={unlistedSkippedPictures(job)}
      testId="import-skipped-pictures"
    />
  )
}
