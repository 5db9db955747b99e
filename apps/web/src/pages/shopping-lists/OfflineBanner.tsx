import { Alert, Text } from '@mantine/core'
import { IconCloudOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { usePageOwnOfflineNotice } from '../../app/page-offline-notice.ts'

/**
 * Offline: changes are kept; how many wait. Online with changes still going out: just the count. It is the
 * list's one notice that the server is away: the shell's own stays away meanwhile.
 */
export function OfflineBanner({ online, pendingCount }: { online: boolean; pendingCount: number }) {
  const { t } = useTranslation()
  usePageOwnOfflineNotice()
  const waiting = pendingCount > 0 && (
    <Text size="sm" data-testid="pending-count">
      {t('shopping.pendingCount', { count: pendingCount })}
    </Text>
  )
  if (online) return waiting || null
  return (
    <Alert color="yellow" icon={<IconCloudOff size={18} />} role="status" data-testid="offline-banner">
      <Text size="sm" fw={600}>
        {t('shopping.offline')}
      </Text>
      {waiting}
    </Alert>
  )
}
