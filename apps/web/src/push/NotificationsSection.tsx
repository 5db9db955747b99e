import { Button, Divider, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { askPushPermission } from './push.ts'
import { pushState } from './push-support.ts'

/**
 * Notifications in the settings: the way back for someone who said "not now" to the one-time explanation.
 * Its text is the explanation, so the button goes straight to the browser's prompt. A browser without push
 * shows nothing (spec §4: unsupported → nothing).
 */
export function NotificationsSection() {
  const { t } = useTranslation()
  const [state, setState] = useState(pushState)
  const [asking, setAsking] = useState(false)
  if (state === 'unsupported') return null

  const turnOn = async () => {
    setAsking(true)
    await askPushPermission()
    setAsking(false)
    setState(pushState())
  }

  return (
    <>
      <Divider />
      <section data-testid="notifications-setting">
        <Title order={2} size="h4" mb="sm">
          {t('push.settingTitle')}
        </Title>
        {state === 'granted' && <Text size="sm">{t('push.settingOn')}</Text>}
        {state === 'denied' && <Text size="sm">{t('push.settingBlocked')}</Text>}
        {state === 'default' && (
          <>
            <Text size="sm" mb="sm">
              {t('push.settingOff')}
            </Text>
            <Button variant="light" loading={asking} onClick={() => void turnOn()}>
              {t('push.turnOn')}
            </Button>
          </>
        )}
      </section>
    </>
  )
}
