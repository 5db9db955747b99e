/**
 * OpenEats has no export in its interface; its data leaves as a Django dump (`manage.py dumpdata recipe
 * ingredient rating recipe_groups`): a JSON list of `{model, pk, fields}` rows. Read as that file, or as a
 * zip of it (or of one dump per app) with OpenEats' upload folder, whose photos the recipes then keep.
 * Recognised by the rows' model names (recipe.recipe, ingredient.ingredient…), which no other app writes.
 *
 * Facts from OpenEats' models (open-eats/openeats-api v1/recipe, ingredient, recipe_groups and rating
 * models.py, v1/fixtures) and Tandoor's importer and docs (TandoorRecipes/recipes
 * cookbook/integration/openeats.py, docs/features/import_export.md). Guessed: where a zip puts the upload
 * folder (a photo is found by its path, at any depth, or by its file name).
 */
import {
  DEFAULT_IMPORT_LIMITS,
  ImportFileError,
  type ImportFormat,
  type ImportItem,
  type OpenedImport,
} from '../imported-recipe.ts'
import { UnpackBudget } from './archive/budget.ts'
import { isZip, ZipArchive } from './archive/zip.ts'
import type { FileSample } from './file-sample.ts'
import { readJsonDocument } from './json-file.ts'
import { textOf } from './app-json.ts'
import { hasOpenEatsRows, readOpenEatsDump, type DumpRow, type OpenEatsDump } from './openeats-dump.ts'
import { toOpenEatsRecipe, type FindPhoto } from './openeats-recipe.ts'
import { decodeText } from './text-encoding.ts'

const MODEL_ROW =
  /"model"\s*:\s*"(?:recipe\.(?:recipe|subrecipe)|ingredient\.ingredient(?:group)?|recipe_groups\.(?:cuisine|course|tag)|rating\.rating)"/i
const isDumpText = (text: string) => /^[\s\uFEFF]*\[/.test(text) && MODEL_ROW.test(text)
const isJsonName = (name: string) => /\.json$/i.test(name)

export function recognizesOpenEats(sample: FileSample): boolean {
  if (sample.members === null) return isDumpText(sample.text)
  return sample.memberHeads.some((member) => isJsonName(member.name) && isDumpText(member.text))
}

const NOT_OPENEATS =
  'This is not an OpenEats dump: expected the JSON list that manage.py dumpdata writes (rows of recipe.recipe, ingredient.ingredient…), or a zip of it.'

function dumpRows(bytes: Uint8Array, notThis: string): unknown[] {
  const json = readJsonDocument(bytes, notThis)
  if (!Array.isArray(json) || !hasOpenEatsRows(json)) throw new ImportFileError(notThis)
  return json
}

/** A recipe row; one with no title, text or ingredients at all is a failure, not an empty recipe. */
function readRecipe(dump: OpenEatsDump, recipe: DumpRow, findPhoto: FindPhoto, index: number): ImportItem {
  const title = `OpenEats recipe ${index + 1}`
  const texts = ['title', 'info', 'directions'].map((key) => textOf(recipe.fields[key]))
  if (texts.every((text) => text === '') && !dump.groupsByRecipe.has(recipe.key)) {
    return {
      failure: { title, reason: `Recipe row ${recipe.key || index + 1} has no title, text or ingredients.` },
    }
  }
  return { recipe: toOpenEatsRecipe(dump, recipe, findPhoto, title) }
}

function opened(rows: unknown[], findPhoto: FindPhoto): OpenedImport {
  const dump = readOpenEatsDump(rows)
  if (dump.recipes.length === 0) {
    throw new ImportFileError(
      'This OpenEats dump holds no recipes (no recipe.recipe rows): dump the recipe app too, as in manage.py dumpdata recipe ingredient.',
    )
  }
  return {
    total: dump.recipes.length,
    items: async function* () {
      for (const [index, recipe] of dump.recipes.entries()) yield readRecipe(dump, recipe, findPhoto, index)
    },
  }
}

/** The dumps in a zip (one file, or one per app) and the photos of its upload folder. */
async function openZipped(file: Uint8Array, budget: UnpackBudget): Promise<OpenedImport> {
  const zip = ZipArchive.open(file, budget)
  const dumps: unknown[][] = []
  for (const entry of zip.entries.filter((candidate) => isJsonName(candidate.name))) {
    const bytes = await zip.readRequired(entry)
    if (!isDumpText(decodeText(bytes.subarray(0, 4096), { partial: bytes.length > 4096 }))) continue
    dumps.push(dumpRows(bytes, `"${entry.name}" is not an OpenEats dump.`))
  }
  if (dumps.length === 0)
    throw new ImportFileError('This zip holds no OpenEats dump (a .json file of dumpdata rows).')
  const findPhoto: FindPhoto = (path) =>
    zip.readIfIntact(
      zip.find(path) ??
        zip.entries.find((entry) => entry.name.toLowerCase().endsWith(`/${path.toLowerCase()}`)) ??
        zip.findByBaseName(path),
    )
  return opened(dumps.flat(), findPhoto)
}

export const openOpenEats: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  if (isZip(file)) return openZipped(file, new UnpackBudget(limits))
  return opened(dumpRows(file, NOT_OPENEATS), () => null)
}
