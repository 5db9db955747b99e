import { Button, Group, Stack, Text } from '@mantine/core'
import type { Folder } from '@rosemary/shared/contract'
import { IconFileImport, IconPlus, IconWorldDownload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

interface EmptyListProps {
  folder: Folder
  searched: string
  filtered: boolean
  /** Someone else's recipes: nothing to add, only what they share. */
  theirs: boolean
  onClearFilters: () => void
}

/** Why the list is empty, and the way on: write, import or clip a recipe, or stop filtering. */
export function EmptyList({ folder, searched, filtered, theirs, onClearFilters }: EmptyListProps) {
  const { t } = useTranslation()
  const message = searched
    ? t('list.nothingFound', { query: searched })
    : filtered
      ? t('list.nothingLabeled')
      : theirs
        ? t('list.sharedEmpty')
        : folder === 'inbox'
          ? t('list.inboxEmpty')
          : t('list.empty')
  return (
    <Stack align="center" py="xl" gap="sm" data-testid="empty-list">
      <Text c="dimmed" ta="center">
        {message}
      </Text>
      {!searched && !filtered && !theirs && folder === 'main' && (
        // An empty book most often has recipes elsewhere: another app's export, or pages on the web.
        <Group justify="center" gap="sm">
          <Button component={Link} to="/edit-recipe/new" leftSection={<IconPlus size={16} />}>
            {t('menu.newRecipe')}
          </Button>
          <Button
            component={Link}
            to="/settings/import"
            variant="default"
            leftSection={<IconFileImport size={16} />}
          >
            {t('list.importRecipes')}
          </Button>
          <Button
            component={Link}
            to="/edit-recipe/new?clip=web"
            variant="default"
            leftSection={<IconWorldDownload size={16} />}
          >
            {t('list.clipRecipe')}
          </Button>
        </Group>
      )}
      {filtered && (
        <Button variant="default" onClick={onClearFilters}>
          {t('list.clearFilters')}
        </Button>
      )}
    </Stack>
  )
}
