import { ActionIcon, Avatar, Button, Group, Modal, ScrollArea, Text, Tooltip } from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useStore } from '../lib/store.ts'
import classes from './CookingToolbar.module.css'
import { clearPins, pinsStore } from './pins.ts'

export const COOKING_TOOLBAR_HEIGHT_PX = 60

/**
 * The cooking toolbar of spec §2: at the bottom while recipes are pinned, one round thumbnail each (the
 * picture, or the title's first letter), a tap opens the recipe, the close icon clears them after asking.
 */
export default function CookingToolbar() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const pins = useStore(pinsStore)
  const [confirming, setConfirming] = useState(false)
  if (pins.length === 0) return null

  return (
    <div
      className={classes.toolbar}
      style={{ height: COOKING_TOOLBAR_HEIGHT_PX }}
      data-testid="cooking-toolbar"
    >
      <ScrollArea type="never" className={classes.pins}>
        <Group gap="xs" wrap="nowrap" px="sm">
          {pins.map((pin) => (
            <Tooltip key={pin.id} label={pin.title} withArrow>
              <ActionIcon
                variant="transparent"
                size={44}
                radius="xl"
                onClick={() => void navigate(`/recipe/${pin.id}`)}
                aria-label={pin.title}
                data-testid="pinned-recipe"
              >
                <Avatar src={pin.imageUrl} radius="xl" size={44} color="rosemary" alt={pin.title}>
                  {pin.title.trim().charAt(0).toUpperCase()}
                </Avatar>
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
      </ScrollArea>
      <ActionIcon
        variant="subtle"
        size="lg"
        onClick={() => setConfirming(true)}
        aria-label={t('toolbar.clear')}
        mr="sm"
      >
        <IconX size={20} />
      </ActionIcon>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('toolbar.clear')} centered>
        <Text mb="md">{t('toolbar.clearBody')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => {
              clearPins()
              setConfirming(false)
            }}
            data-testid="confirm-clear-pins"
          >
            {t('toolbar.confirmClear')}
          </Button>
        </Group>
      </Modal>
    </div>
  )
}
