import { Checkbox, Stack, Text } from '@mantine/core'
import { MAX_PLANNING_TITLE_LENGTH } from '@rosemary/shared/contract'
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

/** The recipe's ingredient lines, as shown, to a shopping list: all ticked at first; headers only group them. */
export function RecipeToListDialog({ recipeId, lines, opened, onClose }: RecipeToListDialogProps) {
  const { t } = useTranslation()
  // What the person unticked; everything else goes, so lines start ticked.
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set())
  const chosen = lines.flatMap((line, index) => (line.isHeader || unticked.has(index) ? [] : [line.content]))

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
            body: chosen.map((line) => ({ title: line.slice(0, MAX_PLANNING_TITLE_LENGTH), recipeId })),
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
              label={line.content}
              checked={!unticked.has(index)}
              onChange={() => toggle(index)}
            />
          ),
        )}
      </Stack>
    </AddToShoppingListDialog>
  )
}
