import { Group, Stack, Text, Title } from '@mantine/core'
import {
  IconBook2,
  IconCalendarEvent,
  IconDownload,
  IconPrinter,
  IconServer,
  IconShoppingCart,
  IconTags,
  IconUsers,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useIsLoggedIn } from '../../auth/session.ts'
import { LinkButton } from '../../components/LinkButton.tsx'
import { Logo } from '../../components/Logo.tsx'
import { Page } from '../../components/Page.tsx'
import { HOME_PATH } from '../../app/home-path.ts'
import classes from './WelcomePage.module.css'

const FEATURES = [
  { key: 'keep', icon: IconBook2 },
  { key: 'organize', icon: IconTags },
  { key: 'import', icon: IconDownload },
  { key: 'print', icon: IconPrinter },
  { key: 'plan', icon: IconCalendarEvent },
  { key: 'shop', icon: IconShoppingCart },
  { key: 'share', icon: IconUsers },
  { key: 'own', icon: IconServer },
] as const

export default function WelcomePage() {
  const { t } = useTranslation()
  const loggedIn = useIsLoggedIn()
  return (
    <Page title={t('welcome.title')} size="md">
      <Stack align="center" gap="md" py="xl" ta="center">
        <Logo size={88} />
        <Title order={2} size="h1">
          {t('welcome.headline')}
        </Title>
        <Text size="lg" c="dimmed" maw={560}>
          {t('welcome.lead')}
        </Text>
        <Group justify="center" mt="sm">
          {loggedIn ? (
            <LinkButton to={HOME_PATH}>{t('welcome.open')}</LinkButton>
          ) : (
            <>
              <LinkButton to="/auth/register">{t('welcome.register')}</LinkButton>
              <LinkButton to="/auth/login" variant="default">
                {t('welcome.login')}
              </LinkButton>
            </>
          )}
        </Group>
      </Stack>
      <div className={classes.features}>
        {FEATURES.map(({ key, icon: Icon }) => (
          <Group key={key} align="flex-start" wrap="nowrap" gap="md">
            <span className={classes.featureIcon}>
              <Icon size={22} />
            </span>
            <div>
              <Text fw={600}>{t(`welcome.features.${key}.title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`welcome.features.${key}.body`)}
              </Text>
            </div>
          </Group>
        ))}
      </div>
    </Page>
  )
}
