/**
 * Where each item of someone's profile leads (spec §2): all their shared recipes or one label's are their
 * list read-only (list/main?userId=…), one recipe is the recipe page; and what the item is called when its
 * owner gave it no title.
 */
import type { TProfileItem } from '@rosemary/shared/contract'
import { listSearch } from '../recipe-list/list-params.ts'

export function profileItemPath(ownerId: string, item: TProfileItem): string {
  if (item.type === 'recipe' && item.recipe) return `/recipe/${item.recipe.id}`
  const labels = item.type === 'label' && item.label ? [item.label.title] : []
  return `/list/main${listSearch({ labels, userId: ownerId })}`
}

/** The item's own title, else what it points at; null for "all recipes", which the page names itself. */
export function profileItemTitle(item: {
  title: string
  label: { title: string } | null
  recipe: { title: string } | null
}): string | null {
  return item.title.trim() || (item.label?.title ?? item.recipe?.title ?? null)
}
