import { Button, Group, Paper, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface SelectionBarProps {
  count: number
  onMove: () => void
  onCopy: () => void
  onToList: () => void
  onDelete: () => void
  onDone: () => void
}

/** While choosing meals: how many, and what to do with them all at once. */
export function SelectionBar({ count, onMove, onCopy, onToList, onDelete, onDone }: SelectionBarProps) {
  const { t } = useTranslation()
  const none = count === 0
  return (
    <Paper withBorder p="xs" data-testid="selection-bar">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} role="status">
          {t('mealPlans.selected', { count })}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onMove} disabled={none}>
            {t('mealPlans.moveTo')}
          </Button>
          <Button size="xs" variant="default" onClick={onCopy} disabled={none}>
            {t('mealPlans.copyTo')}
          </Button>
          <Button size="xs" variant="default" onClick={onToList} disabled={none}>
            {t('mealPlans.toList')}
          </Button>
          <Button size="xs" variant="default" c="red" onClick={onDelete} disabled={none}>
            {t('common.delete')}
          </Button>
          <Button size="xs" onClick={onDone}>
            {t('mealPlans.doneSelecting')}
          </Button>
        </Group>
      </Group>
    </Paper>
  )
}
