import { useElementSize } from '@mantine/hooks'
import type { TRecipeSummary } from '@rosemary/shared/contract'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { Preferences } from '../../preferences/preferences.ts'
import classes from './RecipeList.module.css'
import { RecipeListItem } from './RecipeListItem.tsx'
import { RecipeTile, TILE_MIN_WIDTH } from './RecipeTile.tsx'

const GAP = 12

// Every scroll step renders the rows again: a recipe already shown, with the same options and selection,
// is not (a screenful of tiles rendered afresh at each step made tasks over 50 ms while scrolling).
const MemoTile = memo(RecipeTile)
const MemoListItem = memo(RecipeListItem)
const ROW_ESTIMATE = { list: 76, tiles: 230 }

interface RecipeRowsProps {
  recipes: TRecipeSummary[]
  options: Preferences['myRecipes']
  selecting: boolean
  selected: ReadonlySet<string>
  onToggle: (id: string) => void
  /** Asked for when the last rows come into view. */
  onNearEnd: () => void
  showOwner: boolean
}

/**
 * Only the rows on screen (and a few around) are in the page, so thousands of recipes scroll as smoothly
 * as ten. Tiles are laid out as rows of as many columns as fit.
 */
export function RecipeRows({
  recipes,
  options,
  selecting,
  selected,
  onToggle,
  onNearEnd,
  showOwner,
}: RecipeRowsProps) {
  const view = options.viewType
  const { ref: sizeRef, width } = useElementSize()
  const listRef = useRef<HTMLDivElement | null>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  const columns = view === 'tiles' ? Math.max(1, Math.floor((width + GAP) / (TILE_MIN_WIDTH + GAP))) : 1
  const rowCount = Math.ceil(recipes.length / columns)

  useLayoutEffect(() => {
    setScrollMargin(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0)
  }, [view])

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ROW_ESTIMATE[view],
    overscan: 6,
    scrollMargin,
    gap: view === 'tiles' ? GAP : 0,
  })
  const rows = virtualizer.getVirtualItems()
  const lastIndex = rows.at(-1)?.index ?? -1

  useEffect(() => {
    if (lastIndex >= rowCount - 8) onNearEnd()
  }, [lastIndex, rowCount, onNearEnd])

  const Item = view === 'tiles' ? MemoTile : MemoListItem
  return (
    <div
      ref={(node) => {
        listRef.current = node
        sizeRef(node)
      }}
      className={classes.rows}
      style={{ height: virtualizer.getTotalSize() }}
      data-testid="recipe-rows"
      data-view={view}
    >
      {rows.map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          className={classes.virtualRow}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          <div
            className={view === 'tiles' ? classes.tiles : undefined}
            style={
              view === 'tiles' ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined
            }
          >
            {recipes.slice(row.index * columns, row.index * columns + columns).map((recipe) => (
              <Item
                key={recipe.id}
                recipe={recipe}
                options={options}
                selecting={selecting}
                selected={selected.has(recipe.id)}
                onToggle={onToggle}
                showOwner={showOwner}
              />
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}
