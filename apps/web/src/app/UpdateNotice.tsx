import { Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The "new version" notice's content: what happened, and Reload to get it. */
export function UpdateNotice({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation()
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{t('appUpdate.ready')}</Text>
      <Button size="xs" variant="light" onClick={onReload}>
        {t('appUpdate.reload')}
      </Button>
    </Group>
  )
}
