/**
 * KRecipes exports (.kreml): XML whose root is <krecipes>, a category tree and then one <krecipes-recipe>
 * after another. Its pictures are inline base64 and its texts UTF-8 in any language (the sample cookbooks
 * are English and Czech), which the XML reader keeps as written.
 *
 * The compressed export (.kre) is a gzipped tar holding that .kreml (KDE/krecipes: its exporter writes the
 * file through KTar with "application/x-gzip", its importer takes the tar member ending in ".kreml"). The
 * member is found by content, its XML root; a gzip holding the XML itself, without a tar, is read too (a
 * guess at what hand-made files look like; it costs nothing). Unpacking is bounded by the import's budget.
 */
import {
  DEFAULT_IMPORT_LIMITS,
  ImportFileError,
  type ImportFormat,
  type ImportLimits,
} from '../imported-recipe.ts'
import { UnpackBudget } from './archive/budget.ts'
import { EntryError } from './archive/entry-error.ts'
import { gunzip, isGzip } from './archive/inflate.ts'
import { isTar, readTar, type TarMember } from './archive/tar.ts'
import { SAMPLE_BYTES, type FileSample } from './file-sample.ts'
import { toKRecipesRecipe } from './krecipes-recipe.ts'
import { decodeText } from './text-encoding.ts'
import { openXmlRecipeFile } from './xml-recipe-file.ts'
import { hasXmlRoot } from './xml-root.ts'
import { childElements } from './xml.ts'

const ROOT = 'krecipes'

/** Whether bytes start like a .kreml; only their start is decoded, so a character cut at its end is dropped. */
const isKreml = (bytes: Uint8Array) =>
  hasXmlRoot(decodeText(bytes.subarray(0, SAMPLE_BYTES), { partial: true }), ROOT)

/** The .kreml inside a tar: the first member whose XML root is <krecipes>. */
const kremlMember = (members: TarMember[]) => members.find((member) => isKreml(member.data))

/** The .kreml a .kre holds, unpacked within the import's budget. */
async function unpackKre(file: Uint8Array, limits: ImportLimits): Promise<Uint8Array> {
  const cannot = (why: string) => new ImportFileError(`This KRecipes archive (.kre) cannot be read: ${why}.`)
  try {
    const unpacked = await gunzip(file, new UnpackBudget(limits))
    if (!isTar(unpacked)) return unpacked
    const member = kremlMember(readTar(unpacked, { maxEntries: limits.maxEntries }))
    if (!member) throw cannot('it holds no KRecipes file (.kreml)')
    return member.data
  } catch (error) {
    if (error instanceof EntryError) throw cannot(error.message)
    throw error
  }
}

export const openKRecipes: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) =>
  openXmlRecipeFile(isGzip(file) ? await unpackKre(file, limits) : file, limits, {
    app: 'KRecipes',
    root: ROOT,
    entries: (root) => childElements(root, 'krecipes-recipe'),
    toRecipe: toKRecipesRecipe,
  })

/** Whether the start of a gzip's content is a .kreml, alone or as a member of a tar. */
function holdsKreml(start: Uint8Array): boolean {
  if (!isTar(start)) return isKreml(start)
  try {
    return kremlMember(readTar(start, { partial: true })) !== undefined
  } catch {
    // A damaged header in the sampled start: not recognisable as KRecipes.
    return false
  }
}

/** A .kreml (XML whose root is <krecipes>), or a .kre (a gzipped tar holding one). */
export function recognizesKRecipes(sample: FileSample): boolean {
  if (sample.gzipHead) return holdsKreml(sample.gzipHead)
  return sample.members === null && hasXmlRoot(sample.text, ROOT)
}
