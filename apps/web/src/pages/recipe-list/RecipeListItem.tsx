import { Badge, Checkbox, Group, Text } from '@mantine/core'
import type { TRecipeSummary } from '@rosemary/shared/contract'
import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Preferences } from '../../preferences/preferences.ts'
import classes from './RecipeList.module.css'
import { RecipeThumb } from './RecipeThumb.tsx'

export interface ItemProps {
  recipe: TRecipeSummary
  options: Preferences['myRecipes']
  selecting: boolean
  selected: boolean
  onToggle: (id: string) => void
  /** Marks recipes that are not mine with whose they are (friends' recipes mixed into my list). */
  showOwner: boolean
}

export function RecipeOwner({ recipe, showOwner }: Pick<ItemProps, 'recipe' | 'showOwner'>) {
  const { t } = useTranslation()
  if (!showOwner || !recipe.owner) return null
  return (
    <Text size="xs" c="dimmed" lineClamp={1} data-testid="recipe-owner">
      {t('list.fromOwner', { name: recipe.owner.name })}
    </Text>
  )
}

export function RecipeLabels({ recipe, options }: Pick<ItemProps, 'recipe' | 'options'>) {
  if (!options.showLabels || recipe.labels.length === 0) return null
  if (options.showLabelChips) {
    return (
      <Group gap={4} mt={4}>
        {recipe.labels.map((label) => (
          <Badge key={label.id} size="sm" variant="light" radius="sm">
            {label.title}
          </Badge>
        ))}
      </Group>
    )
  }
  return (
    <Text size="xs" c="dimmed" lineClamp={1}>
      {recipe.labels.map((label) => label.title).join(', ')}
    </Text>
  )
}

/** One row of the list view; in select mode a tap selects instead of opening. */
export function RecipeListItem({ recipe, options, selecting, selected, onToggle, showOwner }: ItemProps) {
  const toggle = (event: MouseEvent) => {
    if (!selecting) return
    event.preventDefault()
    onToggle(recipe.id)
  }
  return (
    <Link
      to={`/recipe/${recipe.id}`}
      className={classes.row}
      onClick={toggle}
      data-selected={selected || undefined}
      data-testid="recipe-item"
    >
      {selecting && <Checkbox checked={selected} readOnly tabIndex={-1} aria-label={recipe.title} />}
      {options.showImages && <RecipeThumb title={recipe.title} imageUrl={recipe.imageUrl} size={56} />}
      <div className={classes.rowText}>
        <Text fw={600} lineClamp={1}>
          {recipe.title}
        </Text>
        {options.showRecipeDescription && recipe.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {recipe.description}
          </Text>
        )}
        {options.showSource && recipe.source && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {recipe.source}
          </Text>
        )}
        <RecipeOwner recipe={recipe} showOwner={showOwner} />
        <RecipeLabels recipe={recipe} options={options} />
      </div>
    </Link>
  )
}
