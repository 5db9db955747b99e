import { Paper } from '@mantine/core'
import { OfflineBookProgress, progressStep } from './OfflineBookProgress.tsx'
import { useBookProgress } from './progress.ts'
import classes from './OfflineBookIndicator.module.css'

/** A small corner card while the offline recipe book fills, on any page. */
export function OfflineBookIndicator() {
  const progress = useBookProgress()
  if (!progressStep(progress)) return null
  return (
    <Paper className={classes.indicator} shadow="sm" p="xs" withBorder data-testid="offline-book-indicator">
      <OfflineBookProgress />
    </Paper>
  )
}
