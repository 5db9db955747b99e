import { Button, Group, Modal, Radio, SimpleGrid } from '@mantine/core'
import { SHOPPING_AISLES, type ShoppingAisle } from '@rosemary/shared/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

interface AisleDialogProps {
  word: string
  current: ShoppingAisle
  onSave: (aisle: ShoppingAisle) => void
  onClose: () => void
}

/** Where a word goes in the shop; the list remembers it for that word. */
export function AisleDialog({ word, current, onSave, onClose }: AisleDialogProps) {
  const { t } = useTranslation()
  const [aisle, setAisle] = useState<ShoppingAisle>(current)
  return (
    <Modal opened onClose={onClose} centered title={t('shopping.moveTitle', { word })}>
      <Radio.Group
        label={t('shopping.aisle')}
        description={t('shopping.moveHint')}
        value={aisle}
        onChange={setAisle}
      >
        <SimpleGrid cols={2} mt="xs" spacing="xs">
          {SHOPPING_AISLES.map((option) => (
            <Radio key={option} value={option} label={t(`shopping.aisles.${option}`)} />
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={() => {
            onSave(aisle)
            onClose()
          }}
        >
          {t('shopping.move')}
        </Button>
      </Group>
    </Modal>
  )
}
