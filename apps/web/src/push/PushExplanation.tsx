import { Button, Group, Modal, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useStore } from '../lib/store.ts'
import { askPushPermission, pushExplanationStore } from './push.ts'

/** Why Rosemary is about to ask for notifications (spec §4), shown once, before the browser's prompt. */
export function PushExplanation() {
  const { t } = useTranslation()
  const opened = useStore(pushExplanationStore)
  return (
    <Modal
      opened={opened}
      onClose={() => pushExplanationStore.set(false)}
      title={t('push.title')}
      centered
      data-testid="push-explanation"
    >
      <Text mb="md">{t('push.body')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => pushExplanationStore.set(false)}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void askPushPermission()}>{t('common.continue')}</Button>
      </Group>
    </Modal>
  )
}
