import { Alert, List, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { StoredNotice } from '../../data/shopping-lists/offline-store.ts'

/** Changes made here that the server could not apply, each named with the reason, until dismissed. */
export function NotAppliedNotices({
  notices,
  onDismiss,
}: {
  notices: StoredNotice[]
  onDismiss: (id: number) => void
}) {
  const { t } = useTranslation()
  return notices.map((notice) => (
    <Alert
      key={notice.id}
      color="orange"
      role="alert"
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={() => onDismiss(notice.id ?? 0)}
      data-testid="not-applied"
    >
      {/* In the text's own colour: an orange title on the orange tint is under 4.5:1. */}
      <Text size="sm" fw={600}>
        {t('shopping.notApplied.title')}
      </Text>
      <List size="sm">
        {notice.entries.map((entry, index) => (
          <List.Item key={index}>
            {t(`shopping.notApplied.${entry.reason}`, { title: entry.title, message: entry.message ?? '' })}
          </List.Item>
        ))}
      </List>
    </Alert>
  ))
}
