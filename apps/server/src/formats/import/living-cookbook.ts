/**
 * Living Cookbook's own database, .lcb: a zip holding a Microsoft Access (Jet) database and the pictures it
 * names. The database is read in JavaScript (mdb-reader), never with a native tool. A bare .mdb is accepted
 * too. All tables are read when the file is opened (they are small beside the pictures); recipes are mapped
 * as they are iterated.
 */
import {
  DEFAULT_IMPORT_LIMITS,
  ImportFileError,
  type ImportedImage,
  type ImportFormat,
} from '../imported-recipe.ts'
import { UnpackBudget } from './archive/budget.ts'
import { entryFolder } from './archive/entry-names.ts'
import { isZip, ZipArchive } from './archive/zip.ts'
import { isAccessDatabase, readLcbTables } from './lcb-database.ts'
import { LCB_TABLES, LcbLibrary } from './lcb-library.ts'
import { toLcbRecipe } from './lcb-recipe.ts'
import type { FileSample } from './file-sample.ts'

type FindPicture = (fileName: string) => ImportedImage | null

async function unpack(
  file: Uint8Array,
  budget: UnpackBudget,
): Promise<{ database: Uint8Array; findPicture: FindPicture }> {
  if (isAccessDatabase(file)) return { database: file, findPicture: () => null }
  if (!isZip(file))
    throw new ImportFileError('This is not a Living Cookbook .lcb file (a zip holding an Access database).')
  const zip = ZipArchive.open(file, budget)
  const entry = zip.entries.find((e) => /\.(mdb|accdb)$/i.test(e.name))
  if (!entry) throw new ImportFileError('This zip holds no Living Cookbook database (an .mdb file).')
  const database = await zip.readRequired(entry)
  if (!isAccessDatabase(database)) throw new ImportFileError(`"${entry.name}" is not an Access database.`)
  const folder = entryFolder(entry.name)
  const findPicture: FindPicture = (fileName) => {
    const data = zip.readIfIntact(zip.findReferenced(folder, fileName))
    return data ? { kind: 'bytes', data } : null
  }
  return { database, findPicture }
}

export const openLivingCookbook: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  const budget = new UnpackBudget(limits)
  const { database, findPicture } = await unpack(file, budget)
  const tables = readLcbTables(database, LCB_TABLES, budget)
  if (!tables.has('t_recipe')) {
    throw new ImportFileError('This Access database is not from Living Cookbook (it has no t_recipe table).')
  }
  const library = new LcbLibrary(tables, findPicture)
  return {
    total: library.recipes.length,
    items: async function* () {
      for (const [index, recipe] of library.recipes.entries()) {
        yield { recipe: toLcbRecipe(recipe, library, `Living Cookbook recipe ${index + 1}`) }
      }
    },
  }
}

/** An Access database, or a zip holding one (an .lcb). */
export function recognizesLivingCookbook(sample: FileSample): boolean {
  if (isAccessDatabase(sample.head)) return true
  return sample.members?.some((name) => /\.(mdb|accdb)$/i.test(name)) ?? false
}
