import { Button, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
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
import { Link } from 'react-router'
import { useIsLoggedIn } from '../../auth/session.ts'
import { Logo } from '../../components/Logo.tsx'
import { Page } from '../../components/Page.tsx'
import { HOME_PATH } from '../../routes.tsx'

const FEATURES = [
  { key: 'keep', icon: IconBook2 },
  { key: 'organise', icon: IconTags },
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
            <Button component={Link} to={HOME_PATH} size="md">
              {t('welcome.open')}
            </Button>
          ) : (
            <>
              <Button component={Link} to="/auth/register" size="md">
                {t('welcome.register')}
              </Button>
              <Button component={Link} to="/auth/login" size="md" variant="default">
                {t('welcome.login')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="lg">
        {FEATURES.map(({ key, icon: Icon }) => (
          <Group key={key} align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={40} radius="xl" variant="light">
              <Icon size={22} />
            </ThemeIcon>
            <div>
              <Text fw={600}>{t(`welcome.features.${key}.title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`welcome.features.${key}.body`)}
              </Text>
            </div>
          </Group>
        ))}
      </SimpleGrid>
    </Page>
  )
}
