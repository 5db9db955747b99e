/**
 * One KRecipes <krecipes-recipe> (a .kreml file's recipe) as an imported recipe. Choices:
 * - source ← the authors (KRecipes has no other origin field), joined by commas.
 * - yield ← yield/amount (a <min>/<max> range as "2-4") and yield/type, or the older <serving> count.
 * - activeTime ← preparation-time ("hh:mm"; "00:00" is no time).
 * - ingredients ← "amount unit name, preparation" lines, each <ingredient-group name> opening with its
 *   [name], substitutes as "or …" lines; an amount of 0 (KRecipes' "no amount") is left out.
 * - rating ← the rounded average of every rating's criteria stars; the ratings themselves (rater, stars
 *   per criterion, comment) and the nutrient properties go to the notes.
 * - images ← the base64 JPEG <pic>s; labels ← category/cat.
 */
import { minutesToText } from '../duration.ts'
import { emptyRecipe, type ImportedImage, type ImportedRecipe } from '../imported-recipe.ts'
import { asHeader, joinLines, joinParagraphs, recipeTitle, toLines } from './recipe-text.ts'
import { base64Image, toRating, uniqueLabels } from './source-values.ts'
import { childText, ingredientLine, titledLines } from './xml-recipe-file.ts'
import { attribute, childElement, childElements, textContent, type XmlElement } from './xml.ts'

const nestedChildren = (parent: XmlElement, list: string, item: string) =>
  childElements(parent, list).flatMap((element) => childElements(element, item))

/** "2", or "2-4" for a <min>/<max> range; "" for none and for 0. */
function amountText(amount: XmlElement | undefined): string {
  if (!amount) return ''
  const min = childText(amount, 'min')
  const max = childText(amount, 'max')
  const text =
    min || max ? [min, max].filter(Boolean).join('-') : textContent(amount).replace(/\s+/g, ' ').trim()
  return /^0+(?:[.,]0+)?$/.test(text) ? '' : text
}

function yieldText(description: XmlElement): string {
  const yieldElement = childElement(description, 'yield')
  const amount = amountText(childElement(yieldElement ?? description, 'amount'))
  const type = yieldElement ? childText(yieldElement, 'type') : ''
  if (amount) return type ? `${amount} ${type}` : amount
  const servings = amountText(childElement(description, 'serving'))
  return servings ? `${servings} ${servings === '1' ? 'serving' : 'servings'}` : ''
}

/** "01:30" → "1 h 30 min"; "00:00" → ""; other text as written. */
function preparationTime(text: string): string {
  const match = /^(\d{1,3}):(\d{2})$/.exec(text)
  return match ? minutesToText(Number(match[1]) * 60 + Number(match[2])) : text
}

function ingredientLines(list: XmlElement): string[] {
  return list.children.flatMap((child) => {
    const name = child.name.toLowerCase()
    if (name === 'ingredient-group') return [asHeader(attribute(child, 'name')), ...ingredientLines(child)]
    if (name !== 'ingredient') return []
    const line = ingredientLine({
      amount: amountText(childElement(child, 'amount')),
      unit: childText(child, 'unit'),
      name: childText(child, 'name'),
      preparation: childText(child, 'prep'),
    })
    const substitutes = childElements(child, 'substitutes').flatMap(ingredientLines)
    return [line, ...substitutes.map((substitute) => `or ${substitute}`)]
  })
}

interface Ratings {
  rating: number | null
  notes: string
}

function ratingsOf(recipe: XmlElement): Ratings {
  const stars: number[] = []
  const lines = nestedChildren(recipe, 'krecipes-ratings', 'rating').map((rating) => {
    const criteria = nestedChildren(rating, 'criterion', 'criteria').map((criterion) => {
      const count = Number(childText(criterion, 'stars') || 'NaN')
      if (Number.isFinite(count)) stars.push(count)
      return [childText(criterion, 'name'), Number.isFinite(count) ? `${count}/5` : '']
        .filter(Boolean)
        .join(' ')
    })
    const parts = [criteria.filter(Boolean).join(', '), childText(rating, 'comment')].filter(Boolean)
    const rater = childText(rating, 'rater')
    return rater && parts.length > 0 ? `${rater}: ${parts.join(' — ')}` : rater || parts.join(' — ')
  })
  const average = stars.length > 0 ? stars.reduce((sum, value) => sum + value, 0) / stars.length : null
  return { rating: toRating(average), notes: titledLines('Ratings', lines) }
}

function propertyLines(recipe: XmlElement): string[] {
  return nestedChildren(recipe, 'krecipes-properties', 'property').map((property) =>
    [childText(property, 'name'), childText(property, 'amount'), childText(property, 'units')]
      .filter(Boolean)
      .join(' '),
  )
}

function imagesOf(description: XmlElement): ImportedImage[] {
  return nestedChildren(description, 'pictures', 'pic')
    .map((picture) => base64Image(textContent(picture)))
    .filter((image): image is ImportedImage => image !== null)
}

export function toKRecipesRecipe(recipe: XmlElement, fallbackTitle: string): ImportedRecipe {
  const description = childElement(recipe, 'krecipes-description') ?? recipe
  const ratings = ratingsOf(recipe)
  return {
    ...emptyRecipe(recipeTitle(childText(description, 'title'), fallbackTitle)),
    yield: yieldText(description),
    activeTime: preparationTime(childText(description, 'preparation-time')),
    source: uniqueLabels(childElements(description, 'author').map(textContent)).join(', '),
    notes: joinParagraphs([ratings.notes, titledLines('Properties', propertyLines(recipe))]),
    ingredients: joinLines(childElements(recipe, 'krecipes-ingredients').flatMap(ingredientLines)),
    instructions: joinLines(
      childElements(recipe, 'krecipes-instructions').flatMap((element) => toLines(textContent(element))),
    ),
    rating: ratings.rating,
    labels: uniqueLabels(nestedChildren(description, 'category', 'cat').map(textContent)),
    images: imagesOf(description),
  }
}
