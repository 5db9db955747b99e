/**
 * MasterCook's XML export (.mx2): root <mx2>, a <Summ> list of titles, then one <RcpE> per recipe. Files
 * usually declare ISO-8859-1 and often break XML's rules (unescaped quotes and ampersands); one that does
 * not parse is mended (mastercook-mx2-repair.ts) and parsed again, and refused with the first error when
 * it still does not. Recipes are mapped as they are iterated.
 *
 * The compressed form (.mz2) is a zip holding an .mx2 and, optionally, the picture files its recipes name
 * (jgreely/mastercook-tools, `mz2`: "just a ZIP file containing an MX2 file (with optional image files)",
 * the form mastercook.com takes uploads in). The .mx2 is found by content, its XML root; pictures by the
 * file names in the recipes' img attributes, from the .mx2's folder.
 */
import { DEFAULT_IMPORT_LIMITS, ImportFileError, type ImportFormat } from '../imported-recipe.ts'
import { UnpackBudget } from './archive/budget.ts'
import { entryFolder } from './archive/entry-names.ts'
import { isZip, ZipArchive, type FindPicture, type ZipEntryRecord } from './archive/zip.ts'
import { SAMPLE_BYTES, type FileSample } from './file-sample.ts'
import { toMx2Recipe } from './mastercook-mx2-recipe.ts'
import { repairMx2 } from './mastercook-mx2-repair.ts'
import { decodeText } from './text-encoding.ts'
import { decodeXmlBytes } from './xml-encoding.ts'
import { hasXmlRoot, xmlRootName } from './xml-root.ts'
import { childElements, parseXml, type XmlElement } from './xml.ts'

const ROOT = 'mx2'
const noPictures: FindPicture = () => null

/** The root element's name of XML bytes, from their start; null when they do not start like XML. */
const rootOf = (bytes: Uint8Array) =>
  xmlRootName(decodeText(bytes.subarray(0, SAMPLE_BYTES), { partial: true }))

/**
 * An .mz2's .mx2 and the pictures beside it: the first entry whose XML root is <mx2>, entries named .mx2
 * looked at first; else an entry named .mx2, so that a damaged one is reported as such.
 */
async function unpackMz2(file: Uint8Array, budget: UnpackBudget) {
  const zip = ZipArchive.open(file, budget)
  const isNamedMx2 = (entry: ZipEntryRecord) => /\.mx2$/i.test(entry.name)
  const named = zip.entries.filter(isNamedMx2)
  const others = zip.entries.filter((entry) => !isNamedMx2(entry))
  const holdsMx2 = (entry: ZipEntryRecord) => {
    const start = zip.peek(entry, SAMPLE_BYTES)
    return start !== null && rootOf(start)?.toLowerCase() === ROOT
  }
  const entry = named.find(holdsMx2) ?? others.find(holdsMx2) ?? named[0]
  if (!entry) throw new ImportFileError('This zip holds no MasterCook XML file (.mx2).')
  return { xml: await zip.readRequired(entry), findPicture: zip.pictureFinder(entryFolder(entry.name)) }
}

/** The document, mended when MasterCook's unescaped quotes or ampersands keep it from parsing. */
function parseMx2(file: Uint8Array): XmlElement {
  try {
    return parseXml(file)
  } catch (error) {
    if (!(error instanceof ImportFileError) || !error.message.startsWith('The XML is malformed')) throw error
    const mended = repairMx2(decodeXmlBytes(file).replace(/^\uFEFF?\s*<\?xml[^>]*\?>/, ''))
    try {
      return parseXml(new TextEncoder().encode(mended))
    } catch {
      throw error
    }
  }
}

export const openMasterCookXml: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  const { xml, findPicture } = isZip(file)
    ? await unpackMz2(file, new UnpackBudget(limits))
    : { xml: file, findPicture: noPictures }
  const name = rootOf(xml)
  if (name?.toLowerCase() !== ROOT) {
    throw new ImportFileError(
      name === null
        ? 'This is not a MasterCook XML file (.mx2): it is not XML.'
        : `This is not a MasterCook XML file (.mx2): its XML starts with <${name}>, not <mx2>.`,
    )
  }
  const recipes = childElements(parseMx2(xml), 'RcpE')
  return {
    total: recipes.length,
    items: async function* () {
      for (const [index, recipe] of recipes.entries()) {
        yield { recipe: toMx2Recipe(recipe, `MasterCook recipe ${index + 1}`, findPicture) }
      }
    },
  }
}

/** An .mx2 (XML whose root is <mx2>), or an .mz2 (a zip holding one). */
export function recognizesMasterCookXml(sample: FileSample): boolean {
  if (sample.members === null) return hasXmlRoot(sample.text, ROOT)
  return sample.memberHeads.some((member) => hasXmlRoot(member.text, ROOT))
}
