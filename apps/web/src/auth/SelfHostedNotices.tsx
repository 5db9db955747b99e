import { Alert, Text } from '@mantine/core'
import { IconServer } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useInstance } from '../app/instance.ts'

/**
 * The self-hosted variant's two warnings on the sign-in screens (spec §1): who keeps an account here.
 * Nothing is shown until the server has said it is self-hosted, and nothing where its operator turned the
 * notices off (SELF_HOSTED=false).
 */
export function SelfHostedBanner() {
  const { t } = useTranslation()
  const instance = useInstance()
  if (!instance?.selfHosted) return null
  const name = instance.instanceName
  return (
    <Alert
      color="blue"
      icon={<IconServer size={20} aria-hidden />}
      title={name ? t('selfHosted.titleNamed', { name }) : t('selfHosted.title')}
      data-testid="self-hosted-banner"
    >
      {t('selfHosted.body')}
    </Alert>
  )
}

/** The second warning, just before the form's buttons. */
export function SelfHostedReminder() {
  const { t } = useTranslation()
  const instance = useInstance()
  if (!instance?.selfHosted) return null
  const name = instance.instanceName
  return (
    <Text size="sm" data-testid="self-hosted-reminder">
      {name ? t('selfHosted.reminderNamed', { name }) : t('selfHosted.reminder')}
    </Text>
  )
}
