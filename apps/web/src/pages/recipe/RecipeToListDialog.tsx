import { Checkbox, Stack, Text } from '@mantine/core'
import { MAX_PLANNING_TITLE_LENGTH } from '@rosemary/shared/contract'
import { buyableItem } from '@rosemary/shared/shopping'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request } from '../../api/client.ts'
import { AddToShoppingListDialog } from '../../components/AddToShoppingListDialog.tsx'
import type { ShownIngredient } from './cooking-view.ts'

interface RecipeToListDialogProps {
  recipeId: string
  /** The ingredient lines exactly as the page shows them: scaled and in the chosen units. */
  lines: ShownIngredient[]
  opened: boolean
  onClose: () => void
}

const limit = (text: string) => text.slice(0, MAX_PLANNING_TITLE_LENGTH)

/**
 * The recipe's ingredient lines, as shown, to a shopping list: all ticked at first; headers only group them.
 * Each goes as a shopper buys it ("1 onion" for the page's "0.67 onion"), the exact amount kept on the item.
 */
export function RecipeToListDialog({ recipeId, lines, opened, onClose }: RecipeToListDialogProps) {
  const { t } = useTranslation()
  // What the person unticked; everything else goes, so lines start ticked.
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set())
  const items = lines.map((line) => (line.isHeader ? null : buyableItem(line.content)))
  const chosen = items.flatMap((item, index) => (item === null || unticked.has(index) ? [] : [item]))

  const toggle = (index: number) =>
    setUnticked((current) => {
      const next = new Set(current)
      if (next.has(index)) next.delete(index)
      else next.add(index)
      return next
    })

  const close = () => {
    setUnticked(new Set())
    onClose()
  }

  return (
    <AddToShoppingListDialog
      opened={opened}
      onClose={close}
      title={t('recipe.toList.title')}
      canSend={chosen.length > 0}
      send={(listId, handlers) =>
        request(
          'POST /shopping-lists/:id/items',
          {
            params: { id: listId },
            body: chosen.map((item) => ({
              title: limit(item.title),
              ...(item.exact !== null && { exactTitle: limit(item.exact) }),
              recipeId,
            })),
          },
          handlers,
        )
      }
    >
      <Stack gap={6} data-testid="lines-to-add">
        <Text size="sm">{t('recipe.toList.pick')}</Text>
        {lines.map((line, index) =>
          line.isHeader ? (
            <Text key={index} fw={700} size="sm" mt="xs">
              {line.content}
            </Text>
          ) : (
            <Checkbox
              key={index}
              label={items[index]?.title ?? line.content}
              description={
                items[index]?.exact ? t('shopping.exactAmount', { amount: items[index].exact }) : undefined
              }
              checked={!unticked.has(index)}
              onChange={() => toggle(index)}
            />
          ),
        )}
      </Stack>
    </AddToShoppingListDialog>
  )
}
