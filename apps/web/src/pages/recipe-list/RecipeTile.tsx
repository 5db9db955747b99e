import { Checkbox, Text } from '@mantine/core'
import type { MouseEvent } from 'react'
import { Link } from 'react-router'
import classes from './RecipeList.module.css'
import { type ItemProps, RecipeLabels, RecipeOwner } from './RecipeListItem.tsx'
import { RecipeThumb } from './RecipeThumb.tsx'

export const TILE_MIN_WIDTH = 168

/** One card of the tiles view. */
export function RecipeTile({ recipe, options, selecting, selected, onToggle, showOwner }: ItemProps) {
  const toggle = (event: MouseEvent) => {
    if (!selecting) return
    event.preventDefault()
    onToggle(recipe.id)
  }
  return (
    <Link
      to={`/recipe/${recipe.id}`}
      className={classes.tile}
      onClick={toggle}
      data-selected={selected || undefined}
      data-testid="recipe-item"
    >
      {options.showImages && (
        <div className={classes.tileImage}>
          <RecipeThumb title={recipe.title} imageUrl={recipe.imageUrl} size={TILE_MIN_WIDTH} />
        </div>
      )}
      {selecting && (
        <Checkbox
          className={classes.tileCheck}
          checked={selected}
          readOnly
          tabIndex={-1}
          aria-label={recipe.title}
        />
      )}
      <div className={classes.tileText}>
        <Text fw={600} size="sm" lineClamp={2}>
          {recipe.title}
        </Text>
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
