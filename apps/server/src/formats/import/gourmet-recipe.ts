/**
 * One Gourmet Recipe Manager <recipe> (its XML backup, .grmt) as an imported recipe. Every value is an
 * element whose text the exporter indents; bold, italic and underline come through as escaped <b>, <i>,
 * <u> tags and are dropped. Choices:
 * - yield ← yields + yield_unit (Gourmand) or servings (older Gourmet: "4 servings").
 * - activeTime ← preptime (readable text, "1 1/2 hours" kept as written); totalTime ← preparation +
 *   cooking time when the cooking time is given and both are exact; the cooking time also opens the notes.
 * - labels ← category (comma-separated), then cuisine; rating ← "4/5 stars", "3.5/5 stars", or a number
 *   out of 5 (or out of 10, as Gourmet stores it, when above 5).
 * - ingredients ← "amount unit item (optional)" lines, an <inggroup> opening with its [groupname]; an
 *   <ingref> (another recipe used as an ingredient) is a line naming that recipe.
 * - notes ← the cooking time, then <modifications>; images ← <image> (base64 JPEG).
 */
import { minutesToText, textMinutes } from '../duration.ts'
import { emptyRecipe, type ImportedImage, type ImportedRecipe } from '../imported-recipe.ts'
import { asHeader, joinLines, joinParagraphs, recipeTitle, toLines } from './recipe-text.ts'
import { base64Image, splitLabels, toRating, uniqueLabels } from './source-values.ts'
import { childText, ingredientLine, plainParagraphs } from './xml-recipe-file.ts'
import { attribute, childElements, textContent, type XmlElement } from './xml.ts'

/** Titles of the backup's recipes by id, to name a referenced recipe whose <ingref> has no text. */
export type RecipeTitles = ReadonlyMap<string, string>

const MARKUP = /<\/?[biu]>/gi

const plain = (text: string) => text.replace(MARKUP, '')
const field = (recipe: XmlElement, name: string) => plain(childText(recipe, name))

/** "4/5 stars" → 4, "3.5/5 stars" → 4, "8" (out of 10) → 4, "4" → 4; null for anything else. */
export function gourmetRating(text: string): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(?:\/\s*(\d+(?:[.,]\d+)?))?/.exec(text)
  if (!match) return null
  const value = Number(match[1]?.replace(',', '.'))
  const scale = match[2] === undefined ? (value > 5 ? 10 : 5) : Number(match[2].replace(',', '.'))
  return scale > 0 ? toRating((value / scale) * 5) : null
}

function yieldText(recipe: XmlElement): string {
  const amount = field(recipe, 'yields')
  if (amount) return [amount, field(recipe, 'yield_unit')].filter(Boolean).join(' ')
  const servings = field(recipe, 'servings')
  if (!servings || servings === '0') return ''
  return /^[\d./\s]+$/.test(servings) ? `${servings} ${servings === '1' ? 'serving' : 'servings'}` : servings
}

function totalTimeText(preparation: string, cooking: string): string {
  if (!cooking) return ''
  const [prep, cook] = [preparation ? textMinutes(preparation) : 0, textMinutes(cooking)]
  return prep === null || cook === null ? '' : minutesToText(prep + cook)
}

function ingredientLines(list: XmlElement, titles: RecipeTitles): string[] {
  return list.children.flatMap((child) => {
    switch (child.name.toLowerCase()) {
      case 'ingredient':
        return [
          ingredientLine({
            amount: field(child, 'amount'),
            unit: field(child, 'unit'),
            name: field(child, 'item'),
            optional: /^(yes|true|1)$/i.test(attribute(child, 'optional').trim()),
          }),
        ]
      case 'ingref':
        return [
          ingredientLine({
            amount: attribute(child, 'amount'),
            unit: attribute(child, 'unit'),
            name: plain(textContent(child)) || (titles.get(attribute(child, 'refid')) ?? ''),
          }),
        ]
      case 'inggroup':
        return [asHeader(field(child, 'groupname')), ...ingredientLines(child, titles)]
      default:
        return []
    }
  })
}

function imagesOf(recipe: XmlElement): ImportedImage[] {
  return childElements(recipe, 'image')
    .map((image) => base64Image(textContent(image)))
    .filter((image): image is ImportedImage => image !== null)
}

export function toGourmetRecipe(
  recipe: XmlElement,
  titles: RecipeTitles,
  fallbackTitle: string,
): ImportedRecipe {
  const preparation = field(recipe, 'preptime')
  const cooking = field(recipe, 'cooktime')
  const link = field(recipe, 'link')
  return {
    ...emptyRecipe(recipeTitle(field(recipe, 'title'), fallbackTitle)),
    yield: yieldText(recipe),
    activeTime: preparation,
    totalTime: totalTimeText(preparation, cooking),
    source: field(recipe, 'source'),
    url: /^https?:\/\//i.test(link) ? link : '',
    notes: joinParagraphs([
      cooking ? `Cook time: ${cooking}` : '',
      link && !/^https?:\/\//i.test(link) ? `Link: ${link}` : '',
      ...childElements(recipe, 'modifications').map((element) =>
        plainParagraphs(plain(textContent(element))),
      ),
    ]),
    ingredients: joinLines(
      childElements(recipe, 'ingredient-list').flatMap((list) => ingredientLines(list, titles)),
    ),
    instructions: joinLines(
      childElements(recipe, 'instructions').flatMap((element) => toLines(plain(textContent(element)))),
    ),
    rating: gourmetRating(field(recipe, 'rating')),
    labels: uniqueLabels([
      ...splitLabels(field(recipe, 'category')),
      ...splitLabels(field(recipe, 'cuisine')),
    ]),
    images: imagesOf(recipe),
  }
}

/** Each recipe's id and title, for <ingref>s that name their recipe only by id. */
export function recipeTitles(recipes: XmlElement[]): RecipeTitles {
  return new Map(recipes.map((recipe) => [attribute(recipe, 'id'), field(recipe, 'title')]))
}

/** The <recipe>s of a backup, also when a writer wrapped them in a list element. */
export function gourmetRecipes(root: XmlElement): XmlElement[] {
  const direct = childElements(root, 'recipe')
  return direct.length > 0 ? direct : root.children.flatMap((child) => childElements(child, 'recipe'))
}
