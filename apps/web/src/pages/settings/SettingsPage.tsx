import {
  Anchor,
  Divider,
  NavLink,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Title,
  useMantineColorScheme,
} from '@mantine/core'
import { IconChevronRight, IconFileExport, IconFileImport, IconUserCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useIsLoggedIn } from '../../auth/session.ts'
import { Page } from '../../components/Page.tsx'
import { detectLanguage, LANGUAGES, switchLanguage } from '../../i18n/i18n.ts'
import { type Language, setPreference, usePreferences } from '../../preferences/preferences.ts'
import { showQuickTutorial } from '../../preferences/quick-tutorials.ts'
import { NotificationsSection } from '../../push/NotificationsSection.tsx'
import { ApiTokensSection } from './ApiTokensSection.tsx'
import { ClipBookmarklet } from './ClipBookmarklet.tsx'
import { LinkAddressSection } from './LinkAddressSection.tsx'
import { OfflineBookSection } from './OfflineBookSection.tsx'

const LANGUAGE_NAMES: Record<Language, string> = {
  'en-us': 'English (US)',
  'it-it': 'Italiano',
  'de-de': 'Deutsch',
}

export default function SettingsPage() {
  const { t } = useTranslation()
  const loggedIn = useIsLoggedIn()
  const { global } = usePreferences()
  const { setColorScheme } = useMantineColorScheme()

  const chooseLanguage = async (value: string | null) => {
    const language = value === 'auto' || value === null ? null : (value as Language)
    setPreference('global', 'language', language)
    await switchLanguage(detectLanguage(language, navigator.languages))
  }

  const toggleSplitPane = (enabled: boolean) => {
    setPreference('global', 'enableSplitPane', enabled)
    if (enabled) showQuickTutorial('splitPaneView')
  }

  return (
    <Page title={t('settings.title')}>
      <Stack gap="lg">
        {loggedIn && (
          <NavLink
            component={Link}
            to="/settings/account"
            label={t('settings.account')}
            description={t('settings.accountDescription')}
            leftSection={<IconUserCircle />}
            rightSection={<IconChevronRight size={16} />}
            variant="subtle"
          />
        )}
        {loggedIn && (
          <NavLink
            component={Link}
            to="/settings/import"
            label={t('settings.import')}
            description={t('settings.importDescription')}
            leftSection={<IconFileImport />}
            rightSection={<IconChevronRight size={16} />}
            variant="subtle"
          />
        )}
        {loggedIn && (
          <NavLink
            component={Link}
            to="/settings/export"
            label={t('settings.export')}
            description={t('settings.exportDescription')}
            leftSection={<IconFileExport />}
            rightSection={<IconChevronRight size={16} />}
            variant="subtle"
          />
        )}
        <section>
          <Title order={2} size="h4" mb="sm">
            {t('settings.appearance')}
          </Title>
          <Stack gap="md">
            <Select
              label={t('settings.language')}
              data-testid="language-select"
              value={global.language ?? 'auto'}
              onChange={(value) => void chooseLanguage(value)}
              allowDeselect={false}
              data={[
                { value: 'auto', label: t('settings.languageAuto') },
                ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] })),
              ]}
            />
            <div>
              <Text size="sm" fw={500} mb={4}>
                {t('settings.colorScheme')}
              </Text>
              <SegmentedControl
                value={global.colorScheme}
                onChange={setColorScheme}
                data={[
                  { value: 'auto', label: t('settings.colorSchemes.auto') },
                  { value: 'light', label: t('settings.colorSchemes.light') },
                  { value: 'dark', label: t('settings.colorSchemes.dark') },
                ]}
              />
            </div>
          </Stack>
        </section>
        <Divider />
        <section>
          <Title order={2} size="h4" mb="sm">
            {t('settings.layout')}
          </Title>
          <Switch
            label={t('settings.splitPane')}
            description={t('settings.splitPaneDescription')}
            checked={global.enableSplitPane}
            onChange={(event) => toggleSplitPane(event.currentTarget.checked)}
            data-testid="split-pane-switch"
          />
        </section>
        {loggedIn && <NotificationsSection />}
        {loggedIn && <OfflineBookSection />}
        {loggedIn && (
          <>
            <Divider />
            <ClipBookmarklet />
            <Divider />
            <ApiTokensSection />
          </>
        )}
        <LinkAddressSection />
        <Divider />
        <Text size="sm" c="dimmed">
          {t('settings.storedHere')}{' '}
          <Anchor component={Link} to="/about">
            {t('menu.about')}
          </Anchor>
        </Text>
      </Stack>
    </Page>
  )
}
