import { Button, Group, Modal, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useStore } from '../lib/store.ts'
import { dismissQuickTutorial, quickTutorialStore } from '../preferences/quick-tutorials.ts'

/** The quick tutorial on screen, if one was triggered and not seen before. */
export function QuickTutorial() {
  const { t } = useTranslation()
  const id = useStore(quickTutorialStore)
  if (id === null) return null
  return (
    <Modal
      opened
      onClose={dismissQuickTutorial}
      title={t(`tutorials.${id}.title`)}
      centered
      data-testid="quick-tutorial"
    >
      <Text mb="md">{t(`tutorials.${id}.body`)}</Text>
      <Group justify="flex-end">
        <Button onClick={dismissQuickTutorial}>{t('common.okay')}</Button>
      </Group>
    </Modal>
  )
}
