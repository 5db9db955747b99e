/**
 * DVO Cook'n exports, as Mealie's migration reads them (mealie-recipes/mealie,
 * mealie/services/migrations/cookn.py, and the file list of its pull request #5085): a zip of one
 * cookbook's tables, a .dsv file each (temp_recipe.dsv, temp_ingredient.dsv, …; cookn-tables.ts), with
 * the pictures named by their media IDs; or a zip of such zips, a cookbook each. A cookbook is found by its
 * temp_recipe.dsv, in any folder; its other tables are read from that folder and its pictures from there
 * or below (the file list shows an images folder, Mealie's code the tables' folder). All tables are read
 * when the file is opened; recipes are joined as they are iterated.
 */
import { DEFAULT_IMPORT_LIMITS, ImportFileError, type ImportFormat } from '../imported-recipe.ts'
import { ImportTooLargeError, UnpackBudget } from './archive/budget.ts'
import { baseName, entryFolder } from './archive/entry-names.ts'
import { isZip, ZipArchive, type ZipEntryRecord } from './archive/zip.ts'
import { toCooknRecipe, type FindMedia } from './cookn-recipe.ts'
import {
  CooknTables,
  isCooknTable,
  parseDsv,
  RowCount,
  type CooknRow,
  type CooknTable,
} from './cookn-tables.ts'
import type { FileSample } from './file-sample.ts'

const RECIPE_TABLE = /(?:^|\/)temp_recipe\.dsv$/i

interface Cookbook {
  tables: CooknTables
  findMedia: FindMedia
}

/** The pictures in a cookbook's folder or below, by media ID: a file's name with or without its extension. */
function mediaFinder(zip: ZipArchive, folder: string): FindMedia {
  const byName = new Map<string, ZipEntryRecord>()
  const prefix = folder === '' ? '' : `${folder}/`
  for (const entry of zip.entries) {
    if (!entry.name.startsWith(prefix) || /\.dsv$/i.test(entry.name)) continue
    const name = baseName(entry.name).toLowerCase()
    for (const key of [name, name.replace(/\.[^.]*$/, '')]) if (!byName.has(key)) byName.set(key, entry)
  }
  return (mediaId) => {
    const data = mediaId.trim() === '' ? null : zip.readIfIntact(byName.get(mediaId.trim().toLowerCase()))
    return data ? { kind: 'bytes', data } : null
  }
}

async function readCookbook(
  zip: ZipArchive,
  recipeTable: ZipEntryRecord,
  count: RowCount,
): Promise<Cookbook> {
  const folder = entryFolder(recipeTable.name)
  const tables = new Map<CooknTable, CooknRow[]>()
  for (const entry of zip.entries) {
    const table = /^(.+)\.dsv$/i.exec(baseName(entry.name))?.[1]?.toLowerCase() ?? ''
    if (entryFolder(entry.name) !== folder || !isCooknTable(table) || tables.has(table)) continue
    tables.set(table, parseDsv(await zip.readRequired(entry), table, count))
  }
  return { tables: new CooknTables(tables), findMedia: mediaFinder(zip, folder) }
}

async function cookbooksOf(zip: ZipArchive, count: RowCount): Promise<Cookbook[]> {
  const cookbooks: Cookbook[] = []
  for (const table of zip.entries.filter((entry) => RECIPE_TABLE.test(entry.name)))
    cookbooks.push(await readCookbook(zip, table, count))
  return cookbooks
}

/** The zip a member holds, within the same budget; a damaged one fails the file, naming the member. */
async function innerZip(zip: ZipArchive, entry: ZipEntryRecord, budget: UnpackBudget): Promise<ZipArchive> {
  const bytes = await zip.readRequired(entry)
  try {
    return ZipArchive.open(bytes, budget)
  } catch (error) {
    if (!(error instanceof ImportFileError) || error instanceof ImportTooLargeError) throw error
    throw new ImportFileError(`"${entry.name}" cannot be read as a Cook'n cookbook: ${error.message}`)
  }
}

/** The cookbooks of the file: its own tables, or else those of the zips it holds. */
async function unpack(file: Uint8Array, budget: UnpackBudget): Promise<Cookbook[]> {
  const zip = ZipArchive.open(file, budget)
  const count = new RowCount()
  const cookbooks = await cookbooksOf(zip, count)
  if (cookbooks.length > 0) return cookbooks
  for (const entry of zip.entries.filter((member) => /\.zip$/i.test(member.name)))
    cookbooks.push(...(await cookbooksOf(await innerZip(zip, entry, budget), count)))
  return cookbooks
}

export const openCookn: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  if (!isZip(file)) throw new ImportFileError("This is not a Cook'n export (a zip of .dsv tables).")
  const cookbooks = await unpack(file, new UnpackBudget(limits))
  if (cookbooks.length === 0) throw new ImportFileError("This zip holds no Cook'n recipes (temp_recipe.dsv).")
  const recipes = cookbooks.flatMap((cookbook) =>
    cookbook.tables.rows('temp_recipe').map((row) => ({ row, cookbook })),
  )
  return {
    total: recipes.length,
    items: async function* () {
      for (const [index, { row, cookbook }] of recipes.entries()) {
        const fallback = `Cook'n recipe ${index + 1}`
        yield { recipe: toCooknRecipe(row, cookbook.tables, cookbook.findMedia, fallback) }
      }
    },
  }
}

/** A zip holding Cook'n's recipe table, or zips whose starts list Cook'n tables (a zip of cookbooks). */
export function recognizesCookn(sample: FileSample): boolean {
  if (sample.members === null) return false
  if (sample.members.some((name) => RECIPE_TABLE.test(name))) return true
  return sample.memberHeads.some(
    (member) => member.text.startsWith('PK\u0003\u0004') && /temp_[a-z_]+\.dsv/i.test(member.text),
  )
}
