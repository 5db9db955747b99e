/** Installs the service worker (offline app shell) and offers a reload when a new version is ready. */
import { notifications } from '@mantine/notifications'
import i18next from 'i18next'
import { registerSW } from 'virtual:pwa-register'

export function register(): void {
  const update = registerSW({
    onNeedRefresh() {
      notifications.show({
        message: i18next.t('app.updateReady'),
        autoClose: false,
        onClick: () => void update(true),
        style: { cursor: 'pointer' },
      })
    },
  })
}
