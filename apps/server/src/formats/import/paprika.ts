/**
 * Paprika exports: a .paprikarecipes zip whose entries (*.paprikarecipe) each hold one gzipped JSON recipe,
 * or a single .paprikarecipe (one gzip). Entries are unpacked one at a time as they are iterated; an entry
 * that cannot be read becomes a failure item naming it, and the rest of the file goes on.
 */
import {
  DEFAULT_IMPORT_LIMITS,
  ImportFileError,
  type ImportFormat,
  type ImportItem,
} from '../imported-recipe.ts'
import { UnpackBudget } from './archive/budget.ts'
import { EntryError } from './archive/entry-error.ts'
import { baseName } from './archive/entry-names.ts'
import { gunzip, isGzip } from './archive/inflate.ts'
import { isZip, ZipArchive } from './archive/zip.ts'
import { toPaprikaRecipe } from './paprika-recipe.ts'
import type { FileSample } from './file-sample.ts'
import { decodeText } from './text-encoding.ts'

const ENTRY_SUFFIX = '.paprikarecipe'

async function readRecipe(
  unpack: () => Promise<Uint8Array>,
  entryName: string,
  budget: UnpackBudget,
): Promise<ImportItem> {
  const title =
    baseName(entryName)
      .replace(/\.paprikarecipe$/i, '')
      .trim() || 'Paprika recipe'
  try {
    const json: unknown = JSON.parse(new TextDecoder().decode(await gunzip(await unpack(), budget)))
    const recipe = toPaprikaRecipe(json, title)
    if (recipe) return { recipe }
    return { failure: { title, reason: `"${entryName}" is not a Paprika recipe.` } }
  } catch (error) {
    if (error instanceof EntryError)
      return { failure: { title, reason: `"${entryName}" cannot be read: ${error.message}.` } }
    if (error instanceof SyntaxError)
      return { failure: { title, reason: `"${entryName}" holds damaged JSON.` } }
    throw error
  }
}

export const openPaprika: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) => {
  const budget = new UnpackBudget(limits)
  if (isGzip(file)) {
    return {
      total: 1,
      items: async function* () {
        yield readRecipe(async () => file, 'recipe.paprikarecipe', budget)
      },
    }
  }
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  if (!isZip(file)) {
    throw new ImportFileError(
      'This is not a Paprika export: expected a .paprikarecipes zip or a .paprikarecipe file.',
    )
  }
  const zip = ZipArchive.open(file, budget)
  const entries = zip.entries.filter((entry) => entry.name.toLowerCase().endsWith(ENTRY_SUFFIX))
  if (entries.length === 0)
    throw new ImportFileError('This zip holds no Paprika recipes (.paprikarecipe entries).')
  return {
    total: entries.length,
    items: async function* () {
      for (const entry of entries) yield readRecipe(() => zip.read(entry), entry.name, budget)
    },
  }
}

/** A gzip of one JSON recipe (other apps gzip other things: a KRecipes .kre is a tar), or a zip of `.paprikarecipe` entries. */
export function recognizesPaprika(sample: FileSample): boolean {
  if (sample.gzipHead) return /^[\s\uFEFF]*\{/.test(decodeText(sample.gzipHead, { partial: true }))
  return sample.members?.some((name) => name.toLowerCase().endsWith(ENTRY_SUFFIX)) ?? false
}
