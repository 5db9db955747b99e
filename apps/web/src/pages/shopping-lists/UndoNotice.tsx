import { Button, Group, Paper, Text } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

export const UNDO_SHOWN_MS = 7000

/** "Checked off …" with Undo, for a few seconds after a check. */
export function UndoNotice({
  text,
  onUndo,
  onDone,
}: {
  text: string
  onUndo: () => void
  onDone: () => void
}) {
  const { t } = useTranslation()
  useEffect(() => {
    const timer = setTimeout(onDone, UNDO_SHOWN_MS)
    return () => clearTimeout(timer)
  }, [text, onDone])
  return (
    <Paper
      shadow="md"
      withBorder
      p="xs"
      role="status"
      data-testid="undo-notice"
      style={{ position: 'sticky', bottom: 8 }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Text>
        <Button size="xs" variant="light" onClick={onUndo}>
          {t('shopping.undo')}
        </Button>
      </Group>
    </Paper>
  )
}
