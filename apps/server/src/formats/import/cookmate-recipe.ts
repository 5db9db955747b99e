/**
 * One Cookmate (My CookBook) <recipe> as an imported recipe. Lists are <li> items; times are ISO 8601
 * durations ("P0DT1H30M") or text. Choices, kept in line with the Paprika importer:
 * - activeTime ← preptime; totalTime ← totaltime, or cooktime when there is no total; when both exist the
 *   cook time opens the notes ("Cook time: 35 min").
 * - yield ← quantity; notes ← comments, then the nutrition items and the video address.
 * - labels ← each <category>; pictures ← <imagepath>/<image> found in the .mcb (by path, else by file name:
 *   the app writes the phone's own path), or <imageurl> to fetch when the archive has no picture.
 */
import { durationToText } from '../duration.ts'
import { emptyRecipe, type ImportedImage, type ImportedRecipe } from '../imported-recipe.ts'
import { joinLines, joinParagraphs, recipeTitle } from './recipe-text.ts'
import { toRating, uniqueLabels } from './source-values.ts'
import { childElement, childElements, textContent, type XmlElement } from './xml.ts'

/** Finds a picture the recipe names inside the .mcb; null when absent (or for a bare XML file). */
export type FindPicture = (reference: string) => ImportedImage | null

const field = (recipe: XmlElement, name: string) => textContent(childElement(recipe, name)).trim()

/** The <li> items of a list element, or its text when it has none. */
function items(recipe: XmlElement, name: string): string[] {
  return childElements(recipe, name).flatMap((list) => {
    const listItems = childElements(list, 'li')
    return listItems.length > 0 ? listItems.map(textContent) : [textContent(list)]
  })
}

function imagesOf(recipe: XmlElement, findPicture: FindPicture): ImportedImage[] {
  const references = [
    ...childElements(recipe, 'imagepath').map(textContent),
    ...childElements(recipe, 'image').map((image) => textContent(childElement(image, 'path') ?? image)),
  ]
  const images = [...new Set(references.map((reference) => reference.trim()).filter(Boolean))]
    .map(findPicture)
    .filter((image): image is ImportedImage => image !== null)
  const address = field(recipe, 'imageurl')
  if (images.length === 0 && /^https?:\/\//i.test(address)) images.push({ kind: 'url', url: address })
  return images
}

function notesOf(recipe: XmlElement): string {
  const cookTime = durationToText(field(recipe, 'cooktime'))
  const nutrition = joinLines(items(recipe, 'nutrition'))
  const video = field(recipe, 'video')
  return joinParagraphs([
    field(recipe, 'totaltime') && cookTime ? `Cook time: ${cookTime}` : '',
    textContent(childElement(recipe, 'comments')),
    nutrition ? `Nutrition:\n${nutrition}` : '',
    video ? `Video: ${video}` : '',
  ])
}

export function toCookmateRecipe(
  recipe: XmlElement,
  findPicture: FindPicture,
  fallbackTitle: string,
): ImportedRecipe {
  return {
    ...emptyRecipe(recipeTitle(field(recipe, 'title'), fallbackTitle)),
    description: joinParagraphs([textContent(childElement(recipe, 'description'))]),
    yield: field(recipe, 'quantity'),
    activeTime: durationToText(field(recipe, 'preptime')),
    totalTime: durationToText(field(recipe, 'totaltime')) || durationToText(field(recipe, 'cooktime')),
    source: field(recipe, 'source'),
    url: field(recipe, 'url'),
    notes: notesOf(recipe),
    ingredients: joinLines(items(recipe, 'ingredient')),
    instructions: joinLines(items(recipe, 'recipetext')),
    rating: toRating(field(recipe, 'rating')),
    labels: uniqueLabels(childElements(recipe, 'category').map(textContent)),
    images: imagesOf(recipe, findPicture),
  }
}
