/**
 * DVO Cook'n exports built in code for tests: each table a .dsv file ("||||" between columns, "!@#%^&*()"
 * between rows, "[null]" for no value), with more columns and tables than the reader uses, as Mealie's
 * migration describes them; pictures named by their media IDs without an extension.
 */
import { strToU8, zipSync } from 'fflate'
import { COLUMN_SEPARATOR, ROW_SEPARATOR } from '../cookn-tables.ts'

export interface CooknIngredient {
  amount?: string
  unit?: string
  unitPlural?: string
  pre?: string
  food?: string
  foodPlural?: string
  post?: string
  brand?: string
  /** DISPLAY_ORDER; the ingredient's position when not given. */
  order?: string
}

export interface CooknRecipe {
  id: string
  title?: string
  description?: string
  serves?: string
  prepTime?: string
  cookTime?: string
  instructions?: string
  chapter?: string
  cookbook?: string
  ingredients?: CooknIngredient[]
  /** Pictures of the recipe: media ID → bytes. */
  media?: Record<string, Uint8Array>
}

export interface CooknExportOptions {
  /** The folder the tables are in ("" at the top). */
  folder?: string
  /** The folder pictures are in, below the tables' folder. */
  pictures?: string
  /** Table file names as Cook'n spells them, or lower case. */
  lowerCaseNames?: boolean
  /** A line break after each row's separator. */
  lineBreaks?: boolean
}

const NULL = '[null]'
const cell = (value: string | undefined) => (value === undefined || value === '' ? NULL : value)

/** A .dsv table: a header row, then the rows, each ended by the row separator. */
export function writeTable(columns: string[], rows: (string | undefined)[][], lineBreaks = false): string {
  return [columns, ...rows]
    .map((row) => row.map(cell).join(COLUMN_SEPARATOR) + ROW_SEPARATOR)
    .join(lineBreaks ? '\r\n' : '')
}

/** Rows of a lookup table (units, foods, brands): one per distinct name, with its ID. */
class Lookup {
  readonly rows: string[][] = []
  readonly #ids = new Map<string, string>()

  readonly #prefix: string

  constructor(prefix: string) {
    this.#prefix = prefix
  }

  idOf(name: string | undefined, plural = ''): string {
    if (name === undefined) return ''
    const key = `${name}\n${plural}`
    let id = this.#ids.get(key)
    if (!id) {
      id = `${this.#prefix}${this.#ids.size + 1}`
      this.#ids.set(key, id)
      this.rows.push([id, name, plural, 'x'])
    }
    return id
  }
}

/** The .dsv files of an export, by file name. */
export function cooknTables(
  recipes: CooknRecipe[],
  options: CooknExportOptions = {},
): Record<string, string> {
  const units = new Lookup('U')
  const foods = new Lookup('F')
  const brands = new Lookup('B')
  const chapters = new Map<string, { id: string; cookbook: string }>()
  const cookbooks = new Map<string, string>()
  const chapterOf = (recipe: CooknRecipe) => {
    const cookbook = recipe.cookbook ?? ''
    if (!cookbooks.has(cookbook)) cookbooks.set(cookbook, `CB${cookbooks.size + 1}`)
    const key = `${cookbook}\n${recipe.chapter ?? ''}`
    if (!chapters.has(key))
      chapters.set(key, { id: `CH${chapters.size + 1}`, cookbook: cookbooks.get(cookbook) ?? '' })
    return chapters.get(key)?.id ?? ''
  }
  const descriptions = recipes.map((recipe) => [
    recipe.id,
    chapterOf(recipe),
    recipe.title,
    recipe.description,
    '5',
  ])
  const ingredients = recipes.flatMap((recipe) =>
    (recipe.ingredients ?? []).map((item, index) => [
      `I${recipe.id}-${index}`,
      recipe.id,
      item.order ?? String(index + 1),
      item.amount,
      units.idOf(item.unit, item.unitPlural),
      item.pre,
      foods.idOf(item.food, item.foodPlural),
      item.post,
      brands.idOf(item.brand),
      '0',
    ]),
  )
  const media = recipes.flatMap((recipe) =>
    Object.keys(recipe.media ?? {}).map((id) => [id, recipe.id, 'image/jpeg', '1']),
  )
  const name = (table: string) => (options.lowerCaseNames ? table.toLowerCase() : table)
  const dsvTable = (columns: string[], rows: (string | undefined)[][]) =>
    writeTable(columns, rows, options.lineBreaks)
  return {
    [`${name('temp_recipe')}.dsv`]: dsvTable(
      ['ID', 'SERVES', 'PREPTIME', 'COOKTIME', 'INSTRUCTIONS', 'RATING'],
      recipes.map((recipe) => [
        recipe.id,
        recipe.serves,
        recipe.prepTime,
        recipe.cookTime,
        recipe.instructions,
        '0',
      ]),
    ),
    [`${name('temp_recipe_desc')}.dsv`]: dsvTable(
      ['ID', 'PARENT', 'TITLE', 'DESCRIPTION', 'LANGUAGE'],
      descriptions,
    ),
    [`${name('temp_chapter_desc')}.dsv`]: dsvTable(
      ['ID', 'PARENT', 'TITLE'],
      [...chapters].map(([key, chapter]) => [chapter.id, chapter.cookbook, key.split('\n')[1]]),
    ),
    [`${name('temp_cookBook_desc')}.dsv`]: dsvTable(
      ['ID', 'TITLE'],
      [...cookbooks].map(([title, id]) => [id, title]),
    ),
    [`${name('temp_ingredient')}.dsv`]: dsvTable(
      [
        'ID',
        'PARENT_ID',
        'DISPLAY_ORDER',
        'AMOUNT_QTY_STRING',
        'AMOUNT_UNIT',
        'PRE_QUALIFIER',
        'INGREDIENT_FOOD_ID',
        'POST_QUALIFIER',
        'BRAND_ID',
        'OPTIONAL',
      ],
      ingredients,
    ),
    [`${name('temp_unit')}.dsv`]: dsvTable(['ID', 'NAME', 'PLURAL_NAME', 'ABBREVIATION'], units.rows),
    [`${name('temp_food')}.dsv`]: dsvTable(['ID', 'NAME', 'PLURAL_NAME', 'FOOD_GROUP'], foods.rows),
    [`${name('temp_brand')}.dsv`]: dsvTable(['ID', 'NAME', 'PLURAL_NAME', 'X'], brands.rows),
    [`${name('temp_media')}.dsv`]: dsvTable(['ID', 'ENTITY_ID', 'MEDIA_CONTENT_TYPE', 'X'], media),
    [`${name('temp_nutrient')}.dsv`]: dsvTable(['ID', 'NAME', 'UNIT'], [['N1', 'Protein', 'g']]),
    [`${name('temp_unit_equivalent')}.dsv`]: dsvTable(['ID', 'UNIT_ID', 'FACTOR'], [['E1', 'U1', '2']]),
  }
}

/** The files of one cookbook's export, tables and pictures, by path. */
export function cooknFiles(
  recipes: CooknRecipe[],
  options: CooknExportOptions = {},
): Record<string, Uint8Array> {
  const folder = options.folder ? `${options.folder}/` : ''
  const pictures = options.pictures ? `${folder}${options.pictures}/` : folder
  const files: Record<string, Uint8Array> = {}
  for (const [name, text] of Object.entries(cooknTables(recipes, options)))
    files[`${folder}${name}`] = strToU8(text)
  for (const recipe of recipes)
    for (const [id, data] of Object.entries(recipe.media ?? {})) files[`${pictures}${id}`] = data
  return files
}

export const cooknExport = (recipes: CooknRecipe[], options?: CooknExportOptions): Uint8Array =>
  zipSync(cooknFiles(recipes, options))
