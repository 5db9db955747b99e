/**
 * The tables of a Living Cookbook database, indexed for mapping recipes one by one: the per-recipe tables
 * grouped by recipe id in their stored order, cookbooks and chapters for labels, and pictures (a blob in
 * t_image, or a file in the .lcb zip named by t_image). Column names are compared in lower case; where
 * versions of the app differ, each alternative is tried.
 */
import type { ImportedImage } from '../imported-recipe.ts'
import type { Row } from './lcb-database.ts'

export const LCB_TABLES = [
  't_recipe',
  't_recipeingredient',
  't_recipeprocedure',
  't_recipetip',
  't_authornote',
  't_recipereview',
  't_image',
  't_recipeimage',
  't_cookbook',
  't_cookbookchapter',
  // Living Cookbook spells this table without the second "i"; both are read.
  't_cookbookchapterassocation',
  't_cookbookchapterassociation',
]

export function rowValue(row: Row, ...names: string[]): unknown {
  for (const name of names) if (row[name] !== null && row[name] !== undefined) return row[name]
  return undefined
}

export function rowText(row: Row, ...names: string[]): string {
  const value = rowValue(row, ...names)
  if (typeof value === 'string') return value.trim()
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : ''
}

const idOf = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : '')

/** The value of the row's "…index" column, for keeping the stored order. */
function position(row: Row): number {
  const key = Object.keys(row).find((name) => name.endsWith('index') && typeof row[name] === 'number')
  return key === undefined ? 0 : (row[key] as number)
}

function groupByRecipe(rows: Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>()
  for (const row of rows) {
    const id = idOf(row.recipeid)
    const group = groups.get(id)
    // Appended in place: copying the group for each row cost the square of a recipe's rows.
    if (group) group.push(row)
    else groups.set(id, [row])
  }
  for (const group of groups.values()) group.sort((a, b) => position(a) - position(b))
  return groups
}

const byId = (rows: Row[], key: string) => new Map(rows.map((row) => [idOf(row[key]), row]))

export class LcbLibrary {
  readonly recipes: Row[]
  readonly #parts = new Map<string, Map<string, Row[]>>()
  readonly #cookbooks: Map<string, Row>
  readonly #chapters: Map<string, Row>
  readonly #images: Map<string, Row>
  readonly #findPicture: (fileName: string) => ImportedImage | null

  constructor(tables: Map<string, Row[]>, findPicture: (fileName: string) => ImportedImage | null) {
    const table = (name: string) => tables.get(name) ?? []
    this.recipes = table('t_recipe')
    for (const name of LCB_TABLES) this.#parts.set(name, groupByRecipe(table(name)))
    this.#cookbooks = byId(table('t_cookbook'), 'cookbookid')
    this.#chapters = byId(table('t_cookbookchapter'), 'cookbookchapterid')
    this.#images = byId(table('t_image'), 'imageid')
    this.#findPicture = findPicture
  }

  /** Rows of a per-recipe table (ingredients, procedures, tips…) for one recipe, in stored order. */
  partsOf(table: string, recipe: Row): Row[] {
    return this.#parts.get(table)?.get(idOf(recipe.recipeid)) ?? []
  }

  /** The cookbook and chapter names a recipe is filed under, outermost first. */
  shelfLabels(recipe: Row): string[] {
    const chapterIds = [
      idOf(recipe.cookbookchapterid),
      ...['t_cookbookchapterassocation', 't_cookbookchapterassociation'].flatMap((table) =>
        this.partsOf(table, recipe).map((row) => idOf(row.cookbookchapterid)),
      ),
    ]
    const cookbookIds = [idOf(recipe.cookbookid)]
    const chapterNames: string[] = []
    for (const id of chapterIds) {
      const trail: string[] = []
      const seen = new Set<string>()
      // Walk up to the top chapter; a damaged parent link that loops is walked once.
      for (let current = id; !seen.has(current);) {
        const chapter = this.#chapters.get(current)
        if (!chapter) break
        seen.add(current)
        trail.unshift(rowText(chapter, 'name'))
        cookbookIds.push(idOf(chapter.cookbookid))
        current = idOf(chapter.parentchapterid)
      }
      chapterNames.push(...trail)
    }
    const cookbooks = cookbookIds.map((id) => this.#cookbooks.get(id)).filter((row) => row !== undefined)
    return [...cookbooks.map((row) => rowText(row, 'name')), ...chapterNames]
  }

  /** The recipe's pictures in order: each t_image row's blob, or the file it names in the .lcb zip. */
  imagesOf(recipe: Row): ImportedImage[] {
    const images: ImportedImage[] = []
    for (const link of this.partsOf('t_recipeimage', recipe)) {
      const image = this.#images.get(idOf(link.imageid))
      if (!image) continue
      const blob = Object.values(image).find((value) => value instanceof Uint8Array && value.length > 0)
      if (blob instanceof Uint8Array) {
        images.push({ kind: 'bytes', data: new Uint8Array(blob) })
        continue
      }
      const picture = this.#findPicture(rowText(image, 'filename', 'imagefile', 'file', 'path'))
      if (picture) images.push(picture)
    }
    return images
  }
}
