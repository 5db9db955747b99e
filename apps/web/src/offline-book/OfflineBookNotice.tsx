import { Alert } from '@mantine/core'
import { IconCloudOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useShowingOfflineBook } from '../data/recipes.ts'

/** Says, on the recipe pages, that what they show is the copy on this device. */
export function OfflineBookNotice() {
  const { t } = useTranslation()
  if (!useShowingOfflineBook()) return null
  return (
    <Alert
      icon={<IconCloudOff aria-hidden />}
      title={t('offlineBook.offlineTitle')}
      color="gray"
      mb="sm"
      role="status"
      data-testid="offline-book-notice"
    >
      {t('offlineBook.offlineBody')}
    </Alert>
  )
}
