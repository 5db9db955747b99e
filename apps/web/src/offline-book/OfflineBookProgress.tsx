import { Progress, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { type BookProgress, useBookProgress } from './progress.ts'

function fraction(done: number, total: number): number {
  return total === 0 ? 100 : Math.min(100, Math.round((done / total) * 100))
}

/** The step under way as words and a share of 100, or null when nothing is being saved. */
export function progressStep(
  progress: BookProgress,
): { key: 'offlineBook.savingRecipes' | 'offlineBook.savingPictures'; saved: number; total: number } | null {
  if (progress.phase === 'recipes')
    return { key: 'offlineBook.savingRecipes', saved: progress.recipes, total: progress.totalRecipes }
  if (progress.phase === 'pictures')
    return { key: 'offlineBook.savingPictures', saved: progress.pictures, total: progress.totalPictures }
  return null
}

/**
 * How far the offline recipe book is: the step under way with a bar; in the settings (`detailed`) also
 * when it was last brought up to date, or that it could not be.
 */
export function OfflineBookProgress({ detailed = false }: { detailed?: boolean }) {
  const { t, i18n } = useTranslation()
  const progress = useBookProgress()
  const step = progressStep(progress)
  if (step) {
    const label = t(step.key, { saved: step.saved, total: step.total })
    return (
      <Stack gap={4} mt={detailed ? 'sm' : 0} role="status" data-testid="offline-book-progress">
        <Text size="sm">{label}</Text>
        <Progress value={fraction(step.saved, step.total)} aria-label={label} size="sm" />
      </Stack>
    )
  }
  if (!detailed) return null
  if (progress.phase === 'failed')
    return (
      <Text size="sm" mt="sm" role="status" data-testid="offline-book-status">
        {t('offlineBook.failed')}
      </Text>
    )
  if (progress.phase === 'ready' && progress.syncedAt)
    return (
      <Text size="sm" mt="sm" role="status" data-testid="offline-book-status">
        {t('offlineBook.ready', {
          when: new Date(progress.syncedAt).toLocaleString(i18n.language),
        })}
      </Text>
    )
  return null
}
