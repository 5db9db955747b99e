/**
 * RecipeSage's own exports besides JSON-LD (which the JSON-LD reader takes): the XML export, written
 * until late 2024 (root <data>, a <recipe> per recipe whose children are the database's fields, one
 * <labels><title/></labels> per label and one <images><location/></images> per picture; a missing value
 * is an empty element), and the text export ("==== Recipes ====" then "Key: value" lines, see
 * recipesage-text.ts). Which one a file is comes from its content.
 */
import { ImportFileError, type ImportFormat, type ImportItem } from '../imported-recipe.ts'
import type { FileSample } from './file-sample.ts'
import { toRecipeSageRecipe, valueText } from './recipesage-recipe.ts'
import { isRecipeSageText, nutritionLines, readRecipeSageText } from './recipesage-text.ts'
import { decodeText } from './text-encoding.ts'
import { childElement, childElements, looksLikeXml, parseXml, textContent, type XmlElement } from './xml.ts'
import { xmlRootName } from './xml-root.ts'

const FALLBACK_TITLE = 'RecipeSage recipe'
/** The XML export's start: <data>, its first <recipe>, and that recipe's first field. */
const XML_START = /<data>\s*<recipe>\s*<(?:id|title)>/

export function recognizesRecipeSage(sample: FileSample): boolean {
  if (sample.members !== null) return false
  if (isRecipeSageText(sample.text)) return true
  return xmlRootName(sample.text) === 'data' && XML_START.test(sample.text.slice(0, 4096))
}

const fieldText = (recipe: XmlElement, name: string) => textContent(childElement(recipe, name))

/** "Sent by Ann (@ann)": who shared the recipe into this account, when the export says. */
function sender(recipe: XmlElement): string[] {
  const from = childElement(recipe, 'fromUser')
  if (!from) return []
  const name = valueText(fieldText(from, 'name'))
  const handle = valueText(fieldText(from, 'handle'))
  const who = [name, handle && `(@${handle})`].filter(Boolean).join(' ')
  return who ? [`Sent by ${who}`] : []
}

function readXmlRecipe(recipe: XmlElement, index: number): ImportItem {
  const fallback = `${FALLBACK_TITLE} ${index + 1}`
  if (!childElement(recipe, 'title')) {
    const reason = 'The recipe has no <title>: it is not in the shape RecipeSage writes.'
    return { failure: { title: fallback, reason } }
  }
  const values = new Map(recipe.children.map((child) => [child.name, textContent(child)]))
  const recipeFields = {
    values,
    labels: childElements(recipe, 'labels').map((label) => fieldText(label, 'title')),
    images: childElements(recipe, 'images').map((image) => fieldText(image, 'location')),
    extraNotes: sender(recipe),
  }
  return { recipe: toRecipeSageRecipe(recipeFields, fallback) }
}

function openXml(file: Uint8Array) {
  const root = parseXml(file)
  if (root.name !== 'data')
    throw new ImportFileError(
      `This is not a RecipeSage export: its XML starts with <${root.name}>, not <data>.`,
    )
  const recipes = childElements(root, 'recipe')
  return {
    total: recipes.length,
    items: async function* () {
      for (const [index, recipe] of recipes.entries()) yield readXmlRecipe(recipe, index)
    },
  }
}

function openText(text: string) {
  const blocks = readRecipeSageText(text)
  return {
    total: blocks.length,
    items: async function* (): AsyncGenerator<ImportItem> {
      for (const [index, block] of blocks.entries()) {
        const fallback = `${FALLBACK_TITLE} ${index + 1}`
        const title = valueText(block.values.get('Title') ?? block.values.get('title')) || fallback
        if (!block.complete) {
          yield {
            failure: { title, reason: 'The recipe is cut short: the file ends or is damaged inside it.' },
          }
          continue
        }
        const labels = valueText(block.values.get('Labels') ?? block.values.get('labels'))
        const images = valueText(block.values.get('Images') ?? block.values.get('images'))
        const nutrition = nutritionLines(block.values)
        const fields = {
          values: block.values,
          labels: labels ? labels.split(', ') : [],
          images: images.split(/,?\s+/).filter((location) => /^(https?:|data:)/i.test(location)),
          extraNotes: nutrition.length > 0 ? ['Nutrition:', ...nutrition] : [],
        }
        yield { recipe: toRecipeSageRecipe(fields, fallback) }
      }
    },
  }
}

const NOT_RECIPESAGE =
  'This is not a RecipeSage export: expected its XML (<data><recipe>…) or its text ("==== Recipes ====").'

export const openRecipeSage: ImportFormat = async (file) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  if (looksLikeXml(file)) return openXml(file)
  const text = decodeText(file)
  if (!isRecipeSageText(text)) throw new ImportFileError(NOT_RECIPESAGE)
  return openText(text)
}
