/**
 * The tables of a DVO Cook'n export: one .dsv file per table ("temp_recipe.dsv", "temp_ingredient.dsv"…),
 * a header row of column names and then the rows, columns separated by "||||" and rows by "!@#%^&*()";
 * "[null]" is an empty value (facts from mealie-recipes/mealie, mealie/services/migrations/cookn.py).
 * Only the tables and columns a recipe is made from are kept (an export also carries Cook'n's food and
 * nutrient database), and at most a million rows in all, so a hostile file cannot fill memory with rows.
 * Rows are looked up by a column's value through an index built on first use, so joining ingredients,
 * units and foods to recipes stays linear in the size of the export.
 */
import { ImportTooLargeError } from './archive/budget.ts'
import { decodeText } from './text-encoding.ts'

export const COLUMN_SEPARATOR = '||||'
export const ROW_SEPARATOR = '!@#%^&*()'
const NULL_VALUE = '[null]'
export const MAX_COOKN_ROWS = 1_000_000

/** The tables (by lower-case name, without ".dsv") and columns a recipe is made from. */
export const COOKN_COLUMNS = {
  temp_recipe: ['ID', 'SERVES', 'PREPTIME', 'COOKTIME', 'INSTRUCTIONS'],
  temp_recipe_desc: ['ID', 'PARENT', 'TITLE', 'DESCRIPTION'],
  temp_chapter_desc: ['ID', 'PARENT', 'TITLE'],
  temp_cookbook_desc: ['ID', 'TITLE'],
  temp_ingredient: [
    'PARENT_ID',
    'DISPLAY_ORDER',
    'AMOUNT_QTY_STRING',
    'AMOUNT_UNIT',
    'PRE_QUALIFIER',
    'INGREDIENT_FOOD_ID',
    'POST_QUALIFIER',
    'BRAND_ID',
  ],
  temp_unit: ['ID', 'NAME', 'PLURAL_NAME'],
  temp_food: ['ID', 'NAME', 'PLURAL_NAME'],
  temp_brand: ['ID', 'NAME'],
  temp_media: ['ID', 'ENTITY_ID', 'MEDIA_CONTENT_TYPE'],
} as const satisfies Record<string, readonly string[]>

export type CooknTable = keyof typeof COOKN_COLUMNS
export type CooknRow = Readonly<Record<string, string>>

export function isCooknTable(name: string): name is CooknTable {
  return Object.hasOwn(COOKN_COLUMNS, name)
}

/** Counts rows kept across the tables of one import. */
export class RowCount {
  #kept = 0

  add(table: string): void {
    if (++this.#kept > MAX_COOKN_ROWS) {
      throw new ImportTooLargeError(
        `The Cook'n export holds more than ${MAX_COOKN_ROWS.toLocaleString('en')} rows (reading "${table}"), ` +
          'more than one import may hold.',
      )
    }
  }
}

/** A row's values for the wanted columns, "[null]" and blanks read as "". */
function rowOf(line: string, positions: ReadonlyMap<string, number>): CooknRow {
  const last = Math.max(-1, ...positions.values())
  const values = line.split(COLUMN_SEPARATOR, last + 1)
  const row: Record<string, string> = {}
  for (const [column, position] of positions) {
    const value = (values[position] ?? '').trim()
    row[column] = value === NULL_VALUE ? '' : value
  }
  return row
}

/** The rows of one table's .dsv file, with the columns this reader uses. */
export function parseDsv(bytes: Uint8Array, table: CooknTable, count: RowCount): CooknRow[] {
  const text = decodeText(bytes)
  const headerEnd = text.indexOf(ROW_SEPARATOR)
  const header = (headerEnd < 0 ? text : text.slice(0, headerEnd)).split(COLUMN_SEPARATOR)
  const names = header.map((name) => name.trim().toUpperCase())
  const positions = new Map<string, number>()
  for (const column of COOKN_COLUMNS[table]) {
    const position = names.indexOf(column)
    if (position >= 0) positions.set(column, position)
  }
  const rows: CooknRow[] = []
  let at = headerEnd < 0 ? text.length : headerEnd + ROW_SEPARATOR.length
  while (at < text.length) {
    const end = text.indexOf(ROW_SEPARATOR, at)
    const line = text.slice(at, end < 0 ? text.length : end)
    at = end < 0 ? text.length : end + ROW_SEPARATOR.length
    if (line.trim() === '') continue
    count.add(table)
    rows.push(rowOf(line, positions))
  }
  return rows
}

export class CooknTables {
  readonly #tables: ReadonlyMap<CooknTable, CooknRow[]>
  readonly #indexes = new Map<string, Map<string, CooknRow[]>>()

  constructor(tables: ReadonlyMap<CooknTable, CooknRow[]>) {
    this.#tables = tables
  }

  rows(table: CooknTable): CooknRow[] {
    return this.#tables.get(table) ?? []
  }

  /** The rows of a table whose column holds this value, in file order; none for an empty value. */
  where(table: CooknTable, column: string, value: string): CooknRow[] {
    if (value === '') return []
    const key = `${table}\n${column}`
    let index = this.#indexes.get(key)
    if (!index) {
      index = new Map()
      for (const row of this.rows(table)) {
        const rows = index.get(row[column] ?? '')
        if (rows) rows.push(row)
        else index.set(row[column] ?? '', [row])
      }
      this.#indexes.set(key, index)
    }
    return index.get(value) ?? []
  }

  /** The row of a table with this ID, when there is one. */
  byId(table: CooknTable, id: string): CooknRow | undefined {
    return this.where(table, 'ID', id)[0]
  }
}
