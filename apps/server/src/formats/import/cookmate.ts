/**
 * Cookmate (formerly My CookBook) backups: an .mcb zip holding one XML cookbook (<cookbook><recipe>…) and
 * an images/ folder, or that XML on its own. Told apart by content (zip magic), not by name.
 */
import { DEFAULT_IMPORT_LIMITS, ImportFileError, type ImportFormat } from '../imported-recipe.ts'
import { UnpackBudget } from './archive/budget.ts'
import { baseName, entryFolder, resolveReference } from './archive/entry-names.ts'
import { isZip, ZipArchive } from './archive/zip.ts'
import { toCookmateRecipe, type FindPicture } from './cookmate-recipe.ts'
import { childElements, looksLikeXml, parseXml } from './xml.ts'
import { hasXmlRoot } from './xml-root.ts'
import type { FileSample } from './file-sample.ts'

async function unpack(
  file: Uint8Array,
  budget: UnpackBudget,
): Promise<{ xml: Uint8Array; findPicture: FindPicture }> {
  if (!isZip(file)) return { xml: file, findPicture: () => null }
  const zip = ZipArchive.open(file, budget)
  const xmlEntries = zip.entries.filter((entry) => /\.xml$/i.test(entry.name))
  const entry = xmlEntries.find((e) => !e.name.includes('/')) ?? xmlEntries[0]
  if (!entry) throw new ImportFileError('This zip holds no Cookmate cookbook (an .xml file).')
  const folder = entryFolder(entry.name)
  const findPicture: FindPicture = (reference) => {
    // The app records where the picture was on the phone; the backup keeps it in images/ by file name.
    const inImages = resolveReference(folder, `images/${baseName(reference)}`)
    const picture =
      (inImages === null ? undefined : zip.find(inImages)) ?? zip.findReferenced(folder, reference)
    const data = zip.readIfIntact(picture)
    return data ? { kind: 'bytes', data } : null
  }
  return { xml: await zip.readRequired(entry), findPicture }
}

export const openCookmate: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  const { xml, findPicture } = await unpack(file, new UnpackBudget(limits))
  if (!looksLikeXml(xml)) throw new ImportFileError('This is not a Cookmate file (an .mcb zip or its XML).')
  const root = parseXml(xml)
  if (root.name.toLowerCase() !== 'cookbook') {
    throw new ImportFileError(
      `This is not a Cookmate file: its XML starts with <${root.name}>, not <cookbook>.`,
    )
  }
  const recipes = childElements(root, 'recipe')
  return {
    total: recipes.length,
    items: async function* () {
      for (const [index, recipe] of recipes.entries()) {
        yield { recipe: toCookmateRecipe(recipe, findPicture, `Cookmate recipe ${index + 1}`) }
      }
    },
  }
}

/** XML whose root is <cookbook>, or a zip holding it (an .mcb). */
export function recognizesCookmate(sample: FileSample): boolean {
  const isCookbook = (text: string) => hasXmlRoot(text, 'cookbook')
  if (sample.members === null) return isCookbook(sample.text)
  return sample.memberHeads.some((member) => /\.xml$/i.test(member.name) && isCookbook(member.text))
}
