import { ActionIcon, Button, Group, Menu, Modal, Text } from '@mantine/core'
import type { TRecipe } from '@rosemary/shared/contract'
import { parseInstructions } from '@rosemary/shared/recipe-text'
import {
  IconCalendarPlus,
  IconCopy,
  IconDotsVertical,
  IconInbox,
  IconPencil,
  IconPin,
  IconPinnedOff,
  IconPrinter,
  IconShoppingCart,
  IconTrash,
} from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { request } from '../../api/client.ts'
import { toastInfo } from '../../app/notify.ts'
import { pinRecipe, pinsStore, unpinRecipe } from '../../app/pins.ts'
import { useIsLoggedIn } from '../../auth/session.ts'
import { refreshRecipeData } from '../../data/recipes.ts'
import { useStore } from '../../lib/store.ts'
import type { ShownIngredient, UnitChoice } from './cooking-view.ts'
import { PrintDialog } from './PrintDialog.tsx'
import { RecipeToListDialog } from './RecipeToListDialog.tsx'
import { RecipeToPlanDialog } from './RecipeToPlanDialog.tsx'

interface RecipeActionsProps {
  recipe: TRecipe
  scale: number
  /** The units the page shows, which the printout follows. */
  units?: UnitChoice
  /** The ingredient lines as the page shows them (scale, units), for the shopping list. */
  ingredients: ShownIngredient[]
}

/**
 * Pin, print (and embed), edit, accept from the inbox, delete; someone else's recipe: save a copy. Signed
 * in: add its lines to a shopping list, or the recipe to a meal plan.
 */
export function RecipeActions({ recipe, scale, units, ingredients }: RecipeActionsProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const pinned = useStore(pinsStore).some((pin) => pin.id === recipe.id)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [printing, setPrinting] = useState(false)
  const [adding, setAdding] = useState<'list' | 'plan' | null>(null)
  const signedIn = useIsLoggedIn()

  const togglePin = () => {
    if (pinned) unpinRecipe(recipe.id)
    else
      pinRecipe({
        id: recipe.id,
        title: recipe.title,
        imageUrl: recipe.images[0]?.thumbnailUrl ?? null,
        stepCount: parseInstructions(recipe.instructions).filter((line) => !line.isHeader).length,
      })
  }

  const accept = async () => {
    const result = await request('PUT /recipes/:id', { params: { id: recipe.id }, body: { folder: 'main' } })
    if (!result.success) return
    await refreshRecipeData(queryClient)
    toastInfo(t('recipe.accepted'))
  }

  const remove = async () => {
    setBusy(true)
    const result = await request('DELETE /recipes/:id', { params: { id: recipe.id } })
    setBusy(false)
    if (!result.success) return
    unpinRecipe(recipe.id)
    setConfirming(false)
    // Leave first: refreshing while this page is open would fetch the recipe just deleted.
    await navigate(recipe.folder === 'inbox' ? '/list/inbox' : '/list/main')
    queryClient.removeQueries({ queryKey: ['recipes', 'detail', recipe.id] })
    toastInfo(t('recipe.deleted', { title: recipe.title }))
    await refreshRecipeData(queryClient)
  }

  return (
    <>
      <ActionIcon
        variant={pinned ? 'filled' : 'subtle'}
        size="lg"
        onClick={togglePin}
        aria-label={pinned ? t('recipe.unpin') : t('recipe.pin')}
        aria-pressed={pinned}
        data-testid="pin-recipe"
      >
        {pinned ? <IconPinnedOff size={20} /> : <IconPin size={20} />}
      </ActionIcon>
      <ActionIcon variant="subtle" size="lg" onClick={() => setPrinting(true)} aria-label={t('recipe.print')}>
        <IconPrinter size={20} />
      </ActionIcon>
      <PrintDialog
        recipe={recipe}
        scale={scale}
        units={units}
        opened={printing}
        onClose={() => setPrinting(false)}
      />
      {!recipe.isOwner && (
        <Button
          component={Link}
          to={`/edit-recipe/${recipe.id}`}
          variant="light"
          leftSection={<IconCopy size={18} />}
        >
          {t('recipe.saveCopy')}
        </Button>
      )}
      {recipe.isOwner && (
        <ActionIcon
          component={Link}
          to={`/edit-recipe/${recipe.id}`}
          variant="subtle"
          size="lg"
          aria-label={t('recipe.edit')}
        >
          <IconPencil size={20} />
        </ActionIcon>
      )}
      {signedIn && (
        <>
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="subtle" size="lg" aria-label={t('recipe.more')} data-testid="recipe-menu">
                <IconDotsVertical size={20} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconShoppingCart size={16} />} onClick={() => setAdding('list')}>
                {t('recipe.toList.menu')}
              </Menu.Item>
              <Menu.Item leftSection={<IconCalendarPlus size={16} />} onClick={() => setAdding('plan')}>
                {t('recipe.toPlan.menu')}
              </Menu.Item>
              {recipe.isOwner && recipe.folder === 'inbox' && (
                <Menu.Item leftSection={<IconInbox size={16} />} onClick={() => void accept()}>
                  {t('recipe.accept')}
                </Menu.Item>
              )}
              {recipe.isOwner && (
                <Menu.Item c="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)}>
                  {t('common.delete')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
          <RecipeToListDialog
            recipeId={recipe.id}
            lines={ingredients}
            opened={adding === 'list'}
            onClose={() => setAdding(null)}
          />
          <RecipeToPlanDialog
            recipe={recipe}
            scale={scale}
            opened={adding === 'plan'}
            onClose={() => setAdding(null)}
          />
        </>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('recipe.deleteTitle')}
        centered
      >
        <Text mb="md">{t('recipe.deleteBody', { title: recipe.title })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={busy}
            onClick={() => void remove()}
            data-testid="confirm-delete-recipe"
          >
            {t('common.delete')}
          </Button>
        </Group>
      </Modal>
    </>
  )
}
