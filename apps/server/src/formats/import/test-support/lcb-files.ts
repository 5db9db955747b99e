/**
 * Living Cookbook databases built by tests with the test-only Jet writer: the t_* tables with the column
 * names the app uses (lower case), filled from a short description of each recipe.
 */
import { zipSync } from 'fflate'
import { writeJetDatabase, type JetColumn, type JetTable, type JetValue } from './jet-writer.ts'

type Rows = Record<string, JetValue>[]

const columns = (spec: string): JetColumn[] =>
  spec.split(' ').map((pair) => {
    const [name = '', type = 'text'] = pair.split(':')
    return { name, type: type as JetColumn['type'] }
  })

export const LCB_COLUMNS = {
  t_recipe: columns(
    'recipeid:long recipename:text cookbookid:long cookbookchapterid:long servings:integer yield:text ' +
      'preparationtime:long cookingtime:long inactivetime:long readyintime:long recipetypes:memo author:text ' +
      'source:text sourcepagenumber:text webpage:text comments:memo createdate:datetime modifieddate:datetime',
  ),
  t_recipeingredient: columns(
    'recipeingredientid:long recipeid:long ingredientindex:long quantitytext:text unittext:text ingredienttext:memo heading:boolean',
  ),
  t_recipeprocedure: columns(
    'recipeprocedureid:long recipeid:long procedureindex:long proceduretext:memo heading:boolean',
  ),
  t_recipetip: columns('recipetipid:long recipeid:long tipindex:long tiptext:memo heading:boolean'),
  t_authornote: columns('authornoteid:long recipeid:long authornoteindex:long authornotetext:memo'),
  t_recipereview: columns('recipereviewid:long recipeid:long rating:integer reviewer:text'),
  t_image: columns('imageid:long filename:text imagedata:ole'),
  t_recipeimage: columns('recipeimageid:long recipeid:long imageid:long imageindex:long'),
  t_cookbook: columns('cookbookid:long name:text'),
  t_cookbookchapter: columns('cookbookchapterid:long cookbookid:long parentchapterid:long name:text'),
  t_cookbookchapterassocation: columns(
    'cookbookchapterassocationid:long recipeid:long cookbookchapterid:long',
  ),
} satisfies Record<string, JetColumn[]>

export type LcbTableName = keyof typeof LCB_COLUMNS

/** A database with these rows in each table; tables not given are written empty, `omit` leaves some out. */
export function lcbDatabase(
  rows: Partial<Record<LcbTableName, Rows>>,
  omit: LcbTableName[] = [],
): Uint8Array {
  const tables: JetTable[] = Object.entries(LCB_COLUMNS)
    .filter(([name]) => !omit.includes(name as LcbTableName))
    .map(([name, tableColumns]) => ({ name, columns: tableColumns, rows: rows[name as LcbTableName] ?? [] }))
  return writeJetDatabase(tables)
}

/** An .lcb: the database in a zip, beside picture files. */
export function lcbFile(database: Uint8Array, files: Record<string, Uint8Array> = {}): Uint8Array {
  return zipSync({ 'Living Cookbook.mdb': database, ...files })
}
