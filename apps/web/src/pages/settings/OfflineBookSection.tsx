import { Divider, Switch, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useInstance } from '../../app/instance.ts'
import { OfflineBookProgress } from '../../offline-book/OfflineBookProgress.tsx'
import { removeOfflineBook, turnOnOfflineBook } from '../../offline-book/book-start.ts'
import { setPreference, usePreferences } from '../../preferences/preferences.ts'
import { showQuickTutorial } from '../../preferences/quick-tutorials.ts'

/**
 * The offline recipe book (experimental), offered only when the server turns it on: on, it fills a copy
 * of my recipes on this device and explains itself once; off, the copy is deleted.
 */
export function OfflineBookSection() {
  const { t } = useTranslation()
  const instance = useInstance()
  const enabled = usePreferences().global.enableExperimentalOfflineCache
  if (instance?.flags.enableExperimentalOfflineCache !== true) return null

  const toggle = (on: boolean) => {
    setPreference('global', 'enableExperimentalOfflineCache', on)
    if (on) {
      showQuickTutorial('experimentalOfflineCache')
      turnOnOfflineBook()
    } else void removeOfflineBook()
  }

  return (
    <>
      <Divider />
      <section data-testid="offline-book-setting">
        <Title order={2} size="h4" mb="sm">
          {t('offlineBook.settingTitle')}
        </Title>
        <Switch
          label={t('offlineBook.settingLabel')}
          description={t('offlineBook.settingDescription')}
          checked={enabled}
          onChange={(event) => toggle(event.currentTarget.checked)}
          data-testid="offline-book-switch"
        />
        {enabled && <OfflineBookProgress detailed />}
      </section>
    </>
  )
}
