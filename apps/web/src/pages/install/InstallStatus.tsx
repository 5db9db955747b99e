import { Alert, Button, Stack, Text } from '@mantine/core'
import { IconCircleCheck, IconDownload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { installStore, promptInstall } from '../../app/install-prompt.ts'
import { useStore } from '../../lib/store.ts'

/**
 * Where this device stands: already the installed app, just installed, or the browser's own Install offer
 * (Chromium browsers make it once the app qualifies; the others never do, and their steps are the way).
 */
export function InstallStatus({ standalone }: { standalone: boolean }) {
  const { t } = useTranslation()
  const state = useStore(installStore)
  if (standalone || state.kind === 'installed')
    return (
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} data-testid="install-status">
        {t(standalone ? 'install.standalone' : 'install.installed')}
      </Alert>
    )
  if (state.kind === 'offered' || state.kind === 'prompting')
    return (
      <Stack align="flex-start" gap="xs">
        <Text>{t('install.offered')}</Text>
        <Button
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={state.kind === 'prompting'}
          onClick={() => void promptInstall()}
        >
          {t('install.installButton')}
        </Button>
      </Stack>
    )
  if (state.kind === 'dismissed')
    return (
      <Text role="status" data-testid="install-status">
        {t('install.dismissed')}
      </Text>
    )
  return null
}
