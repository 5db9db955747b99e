import { Accordion, Center, Loader, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isStandalone } from '../../app/install-prompt.ts'
import { useInstance } from '../../app/instance.ts'
import { Page } from '../../components/Page.tsx'
import NotFoundPage from '../not-found/NotFoundPage.tsx'
import { InstallStatus } from './InstallStatus.tsx'
import { detectPlatform, otherPlatforms } from './platform.ts'
import { PlatformSteps } from './PlatformSteps.tsx'

/**
 * install (spec §2, where the operator leaves install instructions on): how to install Rosemary on this
 * device, for the browser its user agent names, with the browser's own Install button where it offers
 * one; the other browsers' steps follow, folded, for the person's other devices.
 */
export default function InstallPage() {
  const { t } = useTranslation()
  const instance = useInstance()
  const [platform] = useState(() => detectPlatform(navigator))
  const [standalone] = useState(() => isStandalone(window))
  if (!instance)
    return (
      <Page title={t('install.title')}>
        <Center>
          <Loader role="status" aria-label={t('install.loading')} />
        </Center>
      </Page>
    )
  if (!instance.flags.enableInstallInstructions) return <NotFoundPage />
  // In the installed app, this device needs no steps: they are all for other devices.
  const here = standalone ? null : platform
  return (
    <Page title={t('install.title')}>
      <Stack gap="lg">
        <Text>{t('install.intro')}</Text>
        <InstallStatus standalone={standalone} />
        {!standalone && (
          <section aria-labelledby="install-this-device">
            <Title order={2} size="h3" id="install-this-device" mb="xs">
              {t('install.thisDevice')}
            </Title>
            {here ? (
              <Stack gap="xs" data-testid="this-device">
                <Text fw={600}>
                  {t('install.detected', { platform: t(`install.platforms.${here}.name`) })}
                </Text>
                <PlatformSteps platform={here} />
              </Stack>
            ) : (
              <Text data-testid="this-device">{t('install.unknownDevice')}</Text>
            )}
          </section>
        )}
        <section aria-labelledby="install-other-devices">
          <Title order={2} size="h3" id="install-other-devices" mb="xs">
            {t('install.otherDevices')}
          </Title>
          <Accordion variant="separated" order={3} data-testid="other-devices">
            {otherPlatforms(here).map((other) => (
              <Accordion.Item key={other} value={other}>
                <Accordion.Control>{t(`install.platforms.${other}.name`)}</Accordion.Control>
                <Accordion.Panel>
                  <PlatformSteps platform={other} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      </Stack>
    </Page>
  )
}
