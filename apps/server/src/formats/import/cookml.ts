/**
 * Rezeptsuite.de's exports: CookML, the German recipe exchange XML (root <cookml>, one <recipe> after
 * another), as an .xml file or, from some of its clients, a zip holding a .cml file. Recognised by the
 * root element, in the file or in a member of the zip.
 *
 * Facts from the CookML 1.1.2 definition (cookml.3lands.ch: root, recipe and head attributes), Krecipes'
 * CookML exporter (KDE/krecipes: part/ingredient attributes, preparation/text, picbin) and Tandoor's
 * importer (TandoorRecipes/recipes cookbook/integration/rezeptsuitede.py: head title and servingtype,
 * remark/line, preparation/step, head/cat, head/picbin). Guessed: that times count minutes, part's title
 * attribute, <inote> as an ingredient's note and remark's user attribute.
 */
import { DEFAULT_IMPORT_LIMITS, ImportFileError, type ImportFormat } from '../imported-recipe.ts'
import { UnpackBudget } from './archive/budget.ts'
import { isZip, ZipArchive } from './archive/zip.ts'
import { toCookMlRecipe } from './cookml-recipe.ts'
import type { FileSample } from './file-sample.ts'
import { decodeText } from './text-encoding.ts'
import { openXmlRecipeFile } from './xml-recipe-file.ts'
import { hasXmlRoot } from './xml-root.ts'
import { childElements } from './xml.ts'

const ROOT = 'cookml'
const isXmlName = (name: string) => /\.(cml|xml)$/i.test(name)

export function recognizesCookMl(sample: FileSample): boolean {
  if (sample.members === null) return hasXmlRoot(sample.text, ROOT)
  return sample.memberHeads.some((member) => isXmlName(member.name) && hasXmlRoot(member.text, ROOT))
}

/** The CookML document of a zip: its first .cml or .xml member whose root is <cookml>. */
async function unzipped(file: Uint8Array, budget: UnpackBudget): Promise<Uint8Array> {
  const zip = ZipArchive.open(file, budget)
  for (const entry of zip.entries.filter((candidate) => isXmlName(candidate.name))) {
    const bytes = await zip.readRequired(entry)
    if (hasXmlRoot(decodeText(bytes.subarray(0, 4096), { partial: bytes.length > 4096 }), ROOT)) return bytes
  }
  throw new ImportFileError('This zip holds no CookML file (a .cml or .xml file whose root is <cookml>).')
}

export const openCookMl: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) => {
  const xml = isZip(file) ? await unzipped(file, new UnpackBudget(limits)) : file
  return openXmlRecipeFile(xml, limits, {
    app: 'Rezeptsuite.de',
    root: ROOT,
    entries: (root) => childElements(root, 'recipe'),
    toRecipe: toCookMlRecipe,
  })
}
