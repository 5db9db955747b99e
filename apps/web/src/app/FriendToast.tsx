import { Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** What the other person did that I am told of with a toast (realtime/friend-notice.ts tells it). */
export type FriendNotice = { kind: 'asked' | 'accepted'; name: string }

/**
 * A friend request that came to me, or my request accepted, told live: who, and a View button opening the
 * people page (a plain link to the hash route, as the new-message toast's, so it works from the portal).
 */
export function FriendToast({
  notice,
  path,
  onView,
}: {
  notice: FriendNotice
  path: string
  onView: () => void
}) {
  const { t } = useTranslation()
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{t(`people.live.${notice.kind}`, { name: notice.name })}</Text>
      <Button component="a" href={`#${path}`} size="xs" variant="light" onClick={onView}>
        {t('people.live.view')}
      </Button>
    </Group>
  )
}
