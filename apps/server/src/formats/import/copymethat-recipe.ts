/**
 * One recipe of Copy Me That's export page (a `div.recipe`) as an imported recipe. Copy Me That marks its
 * parts with ids repeated in every recipe (#name, #description, #recipeYield, #ratingValue,
 * #original_link, #made_this, #starred) and with classes on the items of its lists: recipeIngredient,
 * recipeIngredient_subheader and _note, instruction and instruction_subheader, recipeNote, recipeCategory.
 * Choices where Copy Me That and Rosemary differ:
 * - A subheader in the ingredients or the steps heads a section (without the colon users type after
 *   it); an ingredient note stays a line.
 * - url ← the "Adapted from" link when it is an address; other text there → source.
 * - notes ← the notes, one paragraph each (Copy Me That lists them as items).
 * - labels ← the tags, then "Favorite" for a starred recipe and "Made this" for one marked made, flags
 *   Rosemary has no field for (as the Mela reader does with its favorites).
 * - images ← the recipe's picture, from images/ in the zip, or its address when it is one.
 */
import type { Element } from 'domhandler'
import { emptyRecipe, type ImportedImage, type ImportItem } from '../imported-recipe.ts'
import type { FindPicture } from './html-recipe-page.ts'
import { hasName, linesOf, RecipeElements, textOf } from './recipe-elements.ts'
import { asHeader, joinParagraphs, recipeTitle } from './recipe-text.ts'
import { toRating, uniqueLabels } from './source-values.ts'

const FALLBACK_TITLE = 'Copy Me That recipe'
const isAddress = (text: string) => /^https?:\/\/\S+$/i.test(text.trim())
/** "Sear the beef:" → "[Sear the beef]": Copy Me That keeps the colon users type after a section title. */
const header = (element: Element) => asHeader(textOf(element).replace(/[:：]$/, ''))

/** The lines of a list: items carry one of the classes `items`, section titles the class `heading`. */
function listLines(recipe: RecipeElements, items: readonly string[], heading: string): string {
  return recipe.all
    .flatMap((element) => {
      const classes = element.attribs.class
      if (hasName(classes, heading)) return [header(element)]
      return items.some((item) => hasName(classes, item)) ? [textOf(element)] : []
    })
    .filter((line) => line !== '')
    .join('\n')
}

function notesOf(recipe: RecipeElements): string {
  const items = recipe.byClass('recipeNote')
  if (items.length > 0) return joinParagraphs(items.map(textOf))
  const notes = recipe.byId('recipeNotes') ?? recipe.byId('notes')
  return notes ? linesOf([notes]).join('\n') : ''
}

function originOf(recipe: RecipeElements): { url: string; source: string } {
  const link = recipe.byId('original_link')
  if (!link) return { url: '', source: '' }
  const href = (link.attribs.href ?? '').trim()
  const text = textOf(link)
  if (isAddress(href)) return { url: href, source: '' }
  return isAddress(text) ? { url: text, source: '' } : { url: '', source: text }
}

function labelsOf(recipe: RecipeElements): string[] {
  const flag = (id: string, label: string) => (textOf(recipe.byId(id)) === '' ? '' : label)
  return uniqueLabels([
    ...recipe.byClass('recipeCategory').map(textOf),
    flag('starred', 'Favorite'),
    flag('made_this', 'Made this'),
  ])
}

function imagesOf(recipe: RecipeElements, findPicture: FindPicture): ImportedImage[] {
  const sources = recipe.all
    .filter((element) => element.name === 'img' && hasName(element.attribs.class, 'recipeImage'))
    .map((img) => (img.attribs.src ?? '').trim())
  return [...new Set(sources)].flatMap((source) => findPicture(source) ?? [])
}

export function toCopyMeThatItem(element: Element, findPicture: FindPicture): ImportItem {
  const recipe = new RecipeElements(element)
  const name = textOf(recipe.byId('name'))
  const ingredients = listLines(
    recipe,
    ['recipeIngredient', 'recipeIngredient_note'],
    'recipeIngredient_subheader',
  )
  const instructions = listLines(recipe, ['instruction'], 'instruction_subheader')
  if (name === '' && ingredients === '' && instructions === '')
    return { failure: { title: FALLBACK_TITLE, reason: 'This recipe has no name, ingredients or steps.' } }
  const description = recipe.byId('description')
  return {
    recipe: {
      ...emptyRecipe(recipeTitle(name, FALLBACK_TITLE)),
      ...originOf(recipe),
      description: description ? linesOf([description]).join('\n') : '',
      yield: textOf(recipe.byId('recipeYield')),
      notes: notesOf(recipe),
      ingredients,
      instructions,
      rating: toRating(textOf(recipe.byId('ratingValue'))),
      labels: labelsOf(recipe),
      images: imagesOf(recipe, findPicture),
    },
  }
}
