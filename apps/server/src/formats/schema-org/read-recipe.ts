/**
 * One schema.org Recipe object (parsed JSON-LD, or the same shape gathered from microdata or RDFa) as
 * an ImportedRecipe. aggregateRating is other people's opinion, so the rating stays empty unless the
 * object is Rosemary's own export.
 */
import type { ImportedRecipe } from '../imported-recipe.ts'
import {
  firstString,
  isSchemaObject,
  propertyOf,
  stringsOf,
  valuesOf,
  type SchemaObject,
} from './json-values.ts'
import { markupLines, markupText } from './markup-lines.ts'
import { readImages } from './read-images.ts'
import { readIngredients } from './read-ingredients.ts'
import { readInstructions } from './read-instructions.ts'
import { readLabels } from './read-labels.ts'
import { describeNutrition } from './read-nutrition.ts'
import { readSourceName, readSourceUrl } from './read-origin.ts'
import { readTimes, readYield } from './read-times.ts'
import { readRosemaryBlock } from './rosemary-block.ts'

export interface SchemaReadOptions {
  /** The page the object came from, to resolve relative image addresses. */
  baseUrl?: string
}

/** A date a reader can trust: parseable, and neither before the web nor far in the future. */
export function readDate(value: unknown): Date | undefined {
  const text = firstString(value)
  if (!text) return undefined
  const date = new Date(text)
  const time = date.getTime()
  const valid = Number.isFinite(time) && date.getUTCFullYear() >= 1990 && time < Date.now() + 366 * 86_400_000
  return valid ? date : undefined
}

const lines = (value: unknown) =>
  stringsOf(value)
    .flatMap((text) => markupLines(text).map((line) => line.text))
    .join('\n')

/**
 * Notes the recipe's own writer left as comments: a comment without an author (a reader's comment always
 * names one), as a recipe app exports its notes field ("Author Notes" in RecipeSage's export).
 */
function ownNotes(recipe: SchemaObject): string {
  return valuesOf(propertyOf(recipe, 'comment'))
    .filter(isSchemaObject)
    .filter((comment) => propertyOf(comment, 'author') === undefined)
    .map((comment) => lines(propertyOf(comment, 'text')))
    .filter((text) => text.trim() !== '')
    .join('\n\n')
}

export function readSchemaRecipe(recipe: SchemaObject, options: SchemaReadOptions = {}): ImportedRecipe {
  const images = readImages(propertyOf(recipe, 'image') ?? propertyOf(recipe, 'photo'), options.baseUrl)
  const block = readRosemaryBlock(recipe)
  if (block) {
    const { version: _version, updatedAt: _updatedAt, createdAt, ...fields } = block
    return { ...fields, images, createdAt: readDate(createdAt) }
  }
  return {
    title: markupText(firstString(propertyOf(recipe, 'name')) || firstString(propertyOf(recipe, 'headline'))),
    description: lines(propertyOf(recipe, 'description')),
    yield: readYield(propertyOf(recipe, 'recipeYield') ?? propertyOf(recipe, 'yield')),
    ...readTimes(recipe),
    source: readSourceName(recipe),
    url: readSourceUrl(recipe),
    notes: [ownNotes(recipe), describeNutrition(propertyOf(recipe, 'nutrition'))]
      .filter((part) => part !== '')
      .join('\n\n'),
    ingredients: readIngredients(
      propertyOf(recipe, 'recipeIngredient') ??
        propertyOf(recipe, 'ingredients') ??
        propertyOf(recipe, 'ingredient'),
    ).join('\n'),
    instructions: readInstructions(
      propertyOf(recipe, 'recipeInstructions') ?? propertyOf(recipe, 'instructions'),
    ).join('\n'),
    rating: null,
    labels: readLabels(recipe),
    images,
    createdAt: readDate(propertyOf(recipe, 'dateCreated') ?? propertyOf(recipe, 'datePublished')),
  }
}
