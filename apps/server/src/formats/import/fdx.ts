/**
 * Living Cookbook's exchange files: .fdx is XML (root <fdx>), .fdxz a zip holding that XML (often named
 * Data.xml) and the pictures it names. Which one a file is comes from its content (zip magic), never its
 * name. Cookbooks and chapters are read once; recipes are mapped as they are iterated.
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
import { toFdxRecipe, type FdxContext } from './fdx-recipe.ts'
import { attribute, childElements, looksLikeXml, parseXml, type XmlElement } from './xml.ts'
import { xmlRootName } from './xml-root.ts'
import type { FileSample } from './file-sample.ts'

const ROOTS = ['fdx', 'fdxz', 'hixz']

/** The XML and a way to find the pictures beside it. */
async function unpack(
  file: Uint8Array,
  budget: UnpackBudget,
): Promise<{ xml: Uint8Array; findPicture: FdxContext['findPicture'] }> {
  if (!isZip(file)) return { xml: file, findPicture: () => null }
  const zip = ZipArchive.open(file, budget)
  const entry =
    zip.entries.find((e) => /\.fdx$/i.test(e.name)) ?? zip.entries.find((e) => /\.xml$/i.test(e.name))
  if (!entry) throw new ImportFileError('This zip holds no Living Cookbook data (an .fdx or Data.xml file).')
  const folder = entryFolder(entry.name)
  const findPicture = (fileName: string): ImportedImage | null => {
    const data = zip.readIfIntact(zip.findReferenced(folder, fileName))
    return data ? { kind: 'bytes', data } : null
  }
  return { xml: await zip.readRequired(entry), findPicture }
}

/** Cookbook and chapter names by id; a recipe's labels walk from its chapter up to the cookbook. */
function shelves(root: XmlElement): FdxContext['shelfLabels'] {
  const byId = (list: string, item: string) =>
    new Map(
      childElements(root, list)
        .flatMap((l) => childElements(l, item))
        .map((e) => [attribute(e, 'ID'), e]),
    )
  const cookbooks = byId('Cookbooks', 'Cookbook')
  const chapters = byId('CookbookChapters', 'CookbookChapter')
  return (recipe) => {
    const names: string[] = []
    const seen = new Set<string>()
    let cookbookId = attribute(recipe, 'CookbookID')
    // Up from the recipe's chapter to the top one; a damaged parent link that loops is walked once.
    for (let id = attribute(recipe, 'CookbookChapterID'); !seen.has(id);) {
      const chapter = chapters.get(id)
      if (!chapter) break
      seen.add(id)
      names.unshift(attribute(chapter, 'Name'))
      cookbookId ||= attribute(chapter, 'CookbookID')
      id = attribute(chapter, 'ParentChapterID')
    }
    const cookbook = cookbooks.get(cookbookId)
    return cookbook ? [attribute(cookbook, 'Name'), ...names] : names
  }
}

export const openFdx: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  const { xml, findPicture } = await unpack(file, new UnpackBudget(limits))
  if (!looksLikeXml(xml))
    throw new ImportFileError('This is not a Living Cookbook file (.fdx XML or .fdxz zip).')
  const root = parseXml(xml)
  if (!ROOTS.includes(root.name.toLowerCase())) {
    throw new ImportFileError(
      `This is not a Living Cookbook file: its XML starts with <${root.name}>, not <fdx>.`,
    )
  }
  const recipes = [
    ...childElements(root, 'Recipe'),
    ...childElements(root, 'Recipes').flatMap((list) => childElements(list, 'Recipe')),
  ]
  const context: FdxContext = { shelfLabels: shelves(root), findPicture }
  return {
    total: recipes.length,
    items: async function* () {
      for (const [index, recipe] of recipes.entries()) {
        yield { recipe: toFdxRecipe(recipe, context, `Living Cookbook recipe ${index + 1}`) }
      }
    },
  }
}

/** XML with Living Cookbook's root, or a zip holding an .fdx file or such XML. */
export function recognizesFdx(sample: FileSample): boolean {
  const isFdx = (text: string) => ROOTS.includes(xmlRootName(text)?.toLowerCase() ?? '')
  if (sample.members === null) return isFdx(sample.text)
  return (
    sample.members.some((name) => /\.fdx$/i.test(name)) ||
    sample.memberHeads.some((member) => isFdx(member.text))
  )
}
