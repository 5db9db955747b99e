/**
 * One recipe of Recipe Keeper's export page (a `div.recipe-details`) as an imported recipe. Recipe Keeper
 * tags its parts with microdata of its own: name, recipeCourse (a span, further courses as meta tags),
 * recipeCategory and recipeCollection (meta tags), recipeSource, recipeYield, prepTime and cookTime (ISO
 * durations in meta tags beside the readable time), recipeIngredients, recipeDirections and recipeNotes
 * (a <p> a line), recipeRating, recipeIsFavourite, recipeNut… (nutrition, each meta beside its readable
 * line) and photo0, photo1… (pictures in images/). Choices where Recipe Keeper and Rosemary differ:
 * - An ingredient or direction line all in bold, or an ingredient line ending in a colon, heads a section.
 * - The step numbers Recipe Keeper users type ("1. Melt…") are dropped: Rosemary numbers steps itself.
 * - activeTime ← prep time; totalTime ← prep and cook time together, or the one there is. The cook time
 *   itself opens the notes when both exist, so it is not lost.
 * - source ← the source as text; url ← it when it is an address (or the address it links to).
 * - notes ← "Cook time: …", the notes, then "Nutrition:" with its readable lines ("Calories: 571").
 * - labels ← courses, categories, collections, then "Favorite" for a favourite (as for Mela).
 */
import type { Element } from 'domhandler'
import { minutesToText, isoDurationMinutes } from '../duration.ts'
import { stripStepNumbers } from '../html/clean-lines.ts'
import { headerLine } from '../html/element-lines.ts'
import { emptyRecipe, type ImportedImage, type ImportItem } from '../imported-recipe.ts'
import { nodeLines } from '../schema-org/markup-lines.ts'
import type { FindPicture } from './html-recipe-page.ts'
import { ingredientLines } from './paprika-recipe.ts'
import { linesOf, RecipeElements, textOf } from './recipe-elements.ts'
import { joinParagraphs, recipeTitle } from './recipe-text.ts'
import { toRating, uniqueLabels } from './source-values.ts'

const FALLBACK_TITLE = 'Recipe Keeper recipe'
const isAddress = (text: string) => /^https?:\/\/\S+$/i.test(text.trim())
const contentOf = (element: Element) => (element.attribs.content ?? '').trim()

/** The value of a property: a meta tag's content, any other element's text. */
function valueOf(element: Element): string {
  return element.name === 'meta' ? contentOf(element) : textOf(element)
}

const first = (recipe: RecipeElements, name: string) => {
  const element = recipe.byProp(name)[0]
  return element ? valueOf(element) : ''
}

/** Lines of a property's element; a line all in bold heads a section. */
function markedLines(recipe: RecipeElements, name: string): string[] {
  return nodeLines(recipe.byProp(name)).map((line) => (line.bold ? headerLine(line.text) : line.text))
}

interface Time {
  minutes: number | null
  text: string
}

/** A time from its ISO duration; the readable time beside it when the duration is not one. */
function timeOf(recipe: RecipeElements, name: string): Time {
  const meta = recipe.byProp(name)[0]
  if (!meta) return { minutes: null, text: '' }
  const minutes = isoDurationMinutes(contentOf(meta))
  if (minutes !== null) return { minutes, text: minutesToText(minutes) }
  const beside = meta.prev && 'attribs' in meta.prev ? textOf(meta.prev) : ''
  return { minutes: null, text: meta.name === 'meta' ? beside : textOf(meta) }
}

function totalOf(prep: Time, cook: Time): string {
  if (prep.minutes !== null && cook.minutes !== null) return minutesToText(prep.minutes + cook.minutes)
  return cook.text || prep.text
}

function originOf(recipe: RecipeElements): { url: string; source: string } {
  const element = recipe.byProp('recipeSource')[0]
  if (!element) return { url: '', source: '' }
  const text = valueOf(element)
  if (isAddress(text)) return { url: text, source: '' }
  const link = [element, ...new RecipeElements(element).all].find((node) =>
    isAddress(node.attribs.href ?? ''),
  )
  return { url: link ? (link.attribs.href ?? '').trim() : '', source: text }
}

const isNutrient = (element: Element) => (element.attribs.itemprop ?? '').startsWith('recipeNut')

/** The readable line of each nutrient ("Calories: 571"), or its name and value when there is none. */
function nutritionOf(recipe: RecipeElements, root: Element): string {
  const nutrients = recipe.all.filter(isNutrient)
  // A nutrient's line is the element it sits in, when that holds it alone and is not the recipe itself.
  const perParent = new Map<unknown, number>()
  for (const element of nutrients) perParent.set(element.parent, (perParent.get(element.parent) ?? 0) + 1)
  const lines = nutrients.map((element) => {
    const parent = element.parent
    const alone = parent && parent !== root && 'attribs' in parent && perParent.get(parent) === 1
    const line = alone ? textOf(parent) : ''
    const name = (element.attribs.itemprop ?? '').replace(/^recipeNut/, '')
    const value = contentOf(element) || textOf(element)
    return line || (value ? `${name}: ${value}` : '')
  })
  const unique = [...new Set(lines.filter((line) => line !== ''))]
  return unique.length > 0 ? `Nutrition:\n${unique.join('\n')}` : ''
}

function labelsOf(recipe: RecipeElements): string[] {
  const courses = recipe.byProp('recipeCourse').flatMap((element) => valueOf(element).split(','))
  const metas = (name: string) => recipe.byProp(name).map(valueOf)
  const favourite = /^true$/i.test(first(recipe, 'recipeIsFavourite')) ? 'Favorite' : ''
  return uniqueLabels([...courses, ...metas('recipeCategory'), ...metas('recipeCollection'), favourite])
}

/** The main photo, then the photos section's pictures; each file once. */
function imagesOf(recipe: RecipeElements, findPicture: FindPicture): ImportedImage[] {
  const sources = recipe.all
    .filter((element) => element.name === 'img')
    .map((img) => (img.attribs.src ?? '').trim())
  return [...new Set(sources)].flatMap((source) => findPicture(source) ?? [])
}

export function toRecipeKeeperItem(element: Element, findPicture: FindPicture): ImportItem {
  const recipe = new RecipeElements(element)
  const name = first(recipe, 'name')
  const ingredients = ingredientLines(markedLines(recipe, 'recipeIngredients').join('\n'))
  const instructions = stripStepNumbers(markedLines(recipe, 'recipeDirections')).join('\n')
  if (name === '' && ingredients === '' && instructions === '')
    return {
      failure: { title: FALLBACK_TITLE, reason: 'This recipe has no name, ingredients or directions.' },
    }
  const prep = timeOf(recipe, 'prepTime')
  const cook = timeOf(recipe, 'cookTime')
  return {
    recipe: {
      ...emptyRecipe(recipeTitle(name, FALLBACK_TITLE)),
      ...originOf(recipe),
      yield: first(recipe, 'recipeYield'),
      activeTime: prep.text,
      totalTime: totalOf(prep, cook),
      notes: joinParagraphs([
        prep.text && cook.text ? `Cook time: ${cook.text}` : '',
        linesOf(recipe.byProp('recipeNotes')).join('\n'),
        nutritionOf(recipe, element),
      ]),
      ingredients,
      instructions,
      rating: toRating(first(recipe, 'recipeRating')),
      labels: labelsOf(recipe),
      images: imagesOf(recipe, findPicture),
    },
  }
}
