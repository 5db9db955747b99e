/**
 * The recipe pages' data read from the offline recipe book: lists filtered and sorted as the server does,
 * search through the local index, one recipe, the labels with their counts. The copy is read once per
 * version and kept in memory with its index.
 */
import { recipeComparator } from '@rosemary/shared'
import type { TLabel, TRecipe, TRecipeSummary } from '@rosemary/shared/contract'
import type { ListFilters } from '../data/list-filters.ts'
import { bookDb, readBookMeta } from './book-store.ts'
import { buildSearchIndex, type LocalSearchIndex, searchIndex } from './local-search.ts'
import { bookVersionStore } from './state.ts'

interface Snapshot {
  version: number
  recipes: TRecipe[]
  byId: Map<string, TRecipe>
  index: LocalSearchIndex
  labels: TLabel[]
}

let snapshot: Promise<Snapshot> | null = null
let snapshotVersion = -1

/** Labels as they are titled now: a rename changes no recipe, so titles come from the labels' list. */
function withCurrentLabels(recipe: TRecipe, titles: Map<string, string>): TRecipe {
  const labels = recipe.labels.flatMap((label) => {
    const title = titles.get(label.id)
    return title === undefined ? [] : [{ id: label.id, title }]
  })
  return { ...recipe, labels }
}

async function readSnapshot(version: number): Promise<Snapshot> {
  const [stored, meta] = await Promise.all([bookDb().recipes.toArray(), readBookMeta()])
  const labels = meta?.labels ?? []
  const titles = new Map(labels.map((label) => [label.id, label.title]))
  const recipes = stored.map((recipe) => withCurrentLabels(recipe, titles))
  const index = buildSearchIndex(
    recipes.map((recipe) => ({ ...recipe, labels: recipe.labels.map((label) => label.title) })),
  )
  return { version, recipes, byId: new Map(recipes.map((recipe) => [recipe.id, recipe])), index, labels }
}

function currentSnapshot(): Promise<Snapshot> {
  const version = bookVersionStore.get()
  if (!snapshot || snapshotVersion !== version) {
    snapshotVersion = version
    snapshot = readSnapshot(version)
  }
  return snapshot
}

export function summaryOf(recipe: TRecipe): TRecipeSummary {
  const first = [...recipe.images].sort((a, b) => a.order - b.order)[0]
  return {
    id: recipe.id,
    title: recipe.title,
    description: recipe.description,
    source: recipe.source,
    url: recipe.url,
    folder: recipe.folder,
    rating: recipe.rating,
    fromUser: recipe.fromUser,
    owner: null,
    labels: recipe.labels,
    imageUrl: first?.thumbnailUrl ?? null,
    createdAt: recipe.createdAt,
    updatedAt: recipe.updatedAt,
  }
}

/** As the server filters: the folder, then labels by title (any of them, or all), `unlabeled` for none. */
export function matchesFilters(recipe: TRecipe, filters: ListFilters): boolean {
  if (recipe.folder !== filters.folder) return false
  if (filters.labels.length === 0) return true
  const titles = new Set(recipe.labels.map((label) => label.title))
  const has = (title: string) => (title === 'unlabeled' ? titles.size === 0 : titles.has(title))
  return filters.labelIntersection ? filters.labels.every(has) : filters.labels.some(has)
}

export async function localRecipePage(
  filters: ListFilters,
): Promise<{ data: TRecipeSummary[]; totalCount: number }> {
  const { recipes } = await currentSnapshot()
  const data = recipes
    .filter((recipe) => matchesFilters(recipe, filters))
    .sort(recipeComparator(filters.sort))
    .map(summaryOf)
  return { data, totalCount: data.length }
}

export async function localSearch(filters: ListFilters, query: string): Promise<{ data: TRecipeSummary[] }> {
  const { index, byId } = await currentSnapshot()
  const data = searchIndex(index, query).flatMap((id) => {
    const recipe = byId.get(id)
    return recipe && matchesFilters(recipe, filters) ? [summaryOf(recipe)] : []
  })
  return { data }
}

export async function localRecipe(id: string): Promise<TRecipe | null> {
  return (await currentSnapshot()).byId.get(id) ?? null
}

export async function localLabels(): Promise<TLabel[]> {
  const { recipes, labels } = await currentSnapshot()
  const counts = new Map<string, number>()
  for (const recipe of recipes)
    for (const label of recipe.labels) counts.set(label.id, (counts.get(label.id) ?? 0) + 1)
  return labels.map((label) => ({ ...label, recipeCount: counts.get(label.id) ?? 0 }))
}
