/**
 * One MasterCook XML recipe (<RcpE>) as an imported recipe. Choices, in line with the text export's:
 * - ingredients ← IngR (qty, unit, name, IPrp as ", preparation"); code="S" is a subtitle, kept as a
 *   "[header]", and so is a typed heading ("**Sauce**", "For the glaze:") without amount or unit.
 * - instructions ← each DirT; RTxt (the recipe as plain text) only when there are no directions.
 * - yield ← "4 servings" (Serv), then Yield; activeTime ← PrpT; totalTime ← TTim ("h:mm").
 * - source ← Srce, else the author; url ← the first AltS whose source is an address; images ← the img
 *   attributes of the recipe and of its directions: an address as it is, a file name when the .mz2 holds
 *   that picture (an .mx2 alone holds none).
 * - labels ← CatT, then Natn (the cuisine); rating ← the RatE scores (0–10, halved).
 * - notes ← author (when there is a source), Note, serving ideas, wine, copyright, other sources,
 *   ratings, Nutr. INtI (a link into MasterCook's food database) is dropped.
 */
import { emptyRecipe, type ImportedImage, type ImportedRecipe } from '../imported-recipe.ts'
import type { FindPicture } from './archive/zip.ts'
import { yieldText } from './living-cookbook-fields.ts'
import {
  elapsedText,
  headingName,
  ingredientText,
  quantityText,
  ratingFromScores,
} from './mastercook-fields.ts'
import { asHeader, joinLines, joinParagraphs, recipeTitle } from './recipe-text.ts'
import { uniqueLabels } from './source-values.ts'
import { attribute, childElement, childElements, textContent, type XmlElement } from './xml.ts'

const ADDRESS = /^https?:\/\/\S+$/i

const text = (recipe: XmlElement, name: string) =>
  childElements(recipe, name)
    .map((element) => textContent(element).trim())
    .filter(Boolean)
    .join('\n\n')

const labelled = (label: string, value: string) => (value ? `${label}: ${value}` : '')

function ingredientLine(item: XmlElement): string {
  const name = attribute(item, 'name')
  const qty = quantityText(attribute(item, 'qty'))
  const unit = attribute(item, 'unit')
  const heading = qty === '' && unit === '' ? headingName(name) : null
  if (attribute(item, 'code').trim().toUpperCase() === 'S') return asHeader(heading ?? name)
  if (heading !== null) return asHeader(heading)
  return ingredientText(qty, unit, name, text(item, 'IPrp'))
}

function instructionsOf(recipe: XmlElement): string {
  const steps = childElements(recipe, 'DirS').flatMap((list) => childElements(list, 'DirT'))
  const lines = joinLines(steps.map(textContent))
  return lines || joinLines([text(recipe, 'RTxt')])
}

function yieldOf(recipe: XmlElement): string {
  const amount = childElement(recipe, 'Yield')
  const made = amount ? [quantityText(attribute(amount, 'qty')), attribute(amount, 'unit').trim()] : []
  return yieldText(attribute(childElement(recipe, 'Serv') ?? recipe, 'qty'), made.filter(Boolean).join(' '))
}

const elapsedOf = (recipe: XmlElement, name: string) => {
  const element = childElement(recipe, name)
  return element ? elapsedText(attribute(element, 'elapsed')) : ''
}

const ratingsOf = (recipe: XmlElement) =>
  childElements(recipe, 'RatS').flatMap((list) => childElements(list, 'RatE'))

function ratingNote(recipe: XmlElement): string {
  const ratings = ratingsOf(recipe).map(
    (rating) => `${attribute(rating, 'name')} ${attribute(rating, 'value')}`,
  )
  return labelled(
    'Ratings',
    ratings
      .map((rating) => rating.trim())
      .filter(Boolean)
      .join(', '),
  )
}

/** Alternate sources: the first address is the recipe's url, the others are kept in the notes. */
function alternateSources(recipe: XmlElement): { url: string; notes: string[] } {
  let url = ''
  const notes: string[] = []
  for (const source of childElements(recipe, 'AltS')) {
    const label = attribute(source, 'label').trim() || 'Source'
    const value = attribute(source, 'source').trim() || textContent(source).trim()
    if (!url && ADDRESS.test(value)) url = value
    else notes.push(labelled(label, value))
  }
  return { url, notes }
}

/** The recipe's picture, then the directions' pictures: addresses as they are, file names from the .mz2. */
function imagesOf(recipe: XmlElement, findPicture: FindPicture): ImportedImage[] {
  const steps = childElements(recipe, 'DirS').flatMap((list) => childElements(list, 'DirT'))
  const references = new Set(
    [recipe, ...steps].map((element) => attribute(element, 'img').trim()).filter(Boolean),
  )
  return [...references].flatMap((reference) => {
    const image: ImportedImage | null = ADDRESS.test(reference)
      ? { kind: 'url', url: reference }
      : findPicture(reference)
    return image ? [image] : []
  })
}

export function toMx2Recipe(
  recipe: XmlElement,
  fallbackTitle: string,
  findPicture: FindPicture = () => null,
): ImportedRecipe {
  const author = attribute(recipe, 'author').trim()
  const source = text(recipe, 'Srce')
  const alternates = alternateSources(recipe)
  return {
    ...emptyRecipe(recipeTitle(attribute(recipe, 'name'), fallbackTitle)),
    description: joinParagraphs([text(recipe, 'Desc')]),
    yield: yieldOf(recipe),
    activeTime: elapsedOf(recipe, 'PrpT'),
    totalTime: elapsedOf(recipe, 'TTim'),
    source: source || author,
    url: alternates.url,
    notes: joinParagraphs([
      source && author && author !== source ? `Recipe by: ${author}` : '',
      text(recipe, 'Note'),
      labelled('Serving ideas', text(recipe, 'SrvI')),
      labelled('Suggested wine', text(recipe, 'Wine')),
      labelled('Copyright', text(recipe, 'CpyR')),
      ...alternates.notes,
      ratingNote(recipe),
      text(recipe, 'Nutr'),
    ]),
    ingredients: joinLines(childElements(recipe, 'IngR').map(ingredientLine)),
    instructions: instructionsOf(recipe),
    rating: ratingFromScores(ratingsOf(recipe).map((rating) => attribute(rating, 'value'))),
    labels: uniqueLabels([
      ...childElements(recipe, 'CatS').flatMap((list) => childElements(list, 'CatT').map(textContent)),
      text(recipe, 'Natn'),
    ]),
    images: imagesOf(recipe, findPicture),
  }
}
