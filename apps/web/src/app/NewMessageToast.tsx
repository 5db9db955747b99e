import { Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/**
 * The new-message toast's content (spec §8). View is a plain link to the hash route, so it works from the
 * toast's portal without the router, and opens the thread like any link (new tab too).
 */
export function NewMessageToast({ name, path, onView }: { name: string; path: string; onView: () => void }) {
  const { t } = useTranslation()
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{t('messages.newFrom', { name })}</Text>
      <Button component="a" href={`#${path}`} size="xs" variant="light" onClick={onView}>
        {t('messages.view')}
      </Button>
    </Group>
  )
}
