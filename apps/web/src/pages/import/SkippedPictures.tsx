import { List, Text } from '@mantine/core'
import type { TJob } from '@rosemary/shared/contract'
import { useTranslation } from 'react-i18next'
import { unlistedSkippedPictures } from '../../data/job-state.ts'

/** Pictures an import left out (their recipes came without them): which picture of which recipe, and why. */
export function SkippedPictures({ job }: { job: Pick<TJob, 'picturesSkipped' | 'skippedPictures'> }) {
  const { t } = useTranslation()
  if (job.picturesSkipped === 0) return null
  const more = unlistedSkippedPictures(job)
  return (
    <div>
      <Text fw={500} mb={4}>
        {t('imports.skippedPictures', { count: job.picturesSkipped })}
      </Text>
      <List size="sm" spacing={4} data-testid="import-skipped-pictures">
        {job.skippedPictures.map((picture, index) => (
          <List.Item key={index}>
            <Text span fw={500} size="sm">
              {picture.title}
            </Text>
            {', '}
            {picture.url
              ? t('imports.pictureAt', { position: picture.position, url: picture.url })
              : t('imports.pictureInFile', { position: picture.position })}
            {': '}
            {picture.reason}
          </List.Item>
        ))}
      </List>
      {more > 0 && (
        <Text size="sm" c="dimmed" mt={4}>
          {t('imports.unlisted', { count: more })}
        </Text>
      )}
    </div>
  )
}
