import { Alert, Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { DraftOffer as Offer } from './use-recipe-draft.ts'

/** "Unsaved changes were kept on this device": restore them into the editor, or discard them. */
export function DraftOffer({
  offer,
  onRestore,
  onDiscard,
}: {
  offer: Offer
  onRestore: () => void
  onDiscard: () => void
}) {
  const { t, i18n } = useTranslation()
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    offer.savedAt,
  )
  return (
    <Alert color="blue" role="region" aria-label={t('edit.draft.title')} data-testid="draft-offer">
      <Text size="sm">{t('edit.draft.found', { when })}</Text>
      {offer.changedSince && <Text size="sm">{t('edit.draft.changedSince')}</Text>}
      {offer.droppedPictures > 0 && (
        <Text size="sm">{t('edit.draft.picturesGone', { count: offer.droppedPictures })}</Text>
      )}
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={onRestore}>
          {t('edit.draft.restore')}
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          {t('edit.draft.discard')}
        </Button>
      </Group>
    </Alert>
  )
}
