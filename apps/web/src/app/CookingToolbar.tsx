import {
  ActionIcon,
  Avatar,
  Button,
  Group,
  Modal,
  ScrollArea,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useStore } from '../lib/store.ts'
import classes from './CookingToolbar.module.css'
import { clearPins, type PinnedRecipe, pinsStore } from './pins.ts'
import { stepProgress, useRecipeChecks } from './recipe-checks.ts'

export const COOKING_TOOLBAR_HEIGHT_PX = 60

/** A pinned recipe: its picture or first letter, its title (cut short on screen, whole in its name) and
 * how many of its steps are ticked off this session. */
function PinButton({ pin, onOpen }: { pin: PinnedRecipe; onOpen: () => void }) {
  const { t } = useTranslation()
  const progress = stepProgress(useRecipeChecks(pin.id), pin.stepCount)
  const progressText = progress.total > 0 ? t('cookMode.progress', progress) : null
  return (
    <Tooltip label={pin.title} withArrow>
      <UnstyledButton className={classes.pin} onClick={onOpen} data-testid="pinned-recipe">
        <Avatar src={pin.imageUrl} radius="xl" size={36} color="rosemary" alt="">
          <span aria-hidden>{pin.title.trim().charAt(0).toUpperCase()}</span>
        </Avatar>
        <span className={classes.pinText}>
          <Text span size="sm" fw={600} truncate="end" className={classes.pinTitle}>
            {pin.title}
          </Text>
          {progressText && (
            <>
              {/* Read as "title, 3/8 steps"; on screen the line break separates them. */}
              <VisuallyHidden>, </VisuallyHidden>
              <Text span size="xs" c="dimmed" data-testid="pin-progress">
                {progressText}
              </Text>
            </>
          )}
        </span>
      </UnstyledButton>
    </Tooltip>
  )
}

/**
 * The cooking toolbar of spec §2: at the bottom while recipes are pinned, one round thumbnail each (the
 * picture, or the title's first letter) with the title and step progress, a tap opens the recipe, the close icon clears them after asking.
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
            <PinButton key={pin.id} pin={pin} onOpen={() => void navigate(`/recipe/${pin.id}`)} />
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
