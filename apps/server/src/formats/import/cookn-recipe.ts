/**
 * One DVO Cook'n recipe, joined from its export's tables (cookn-tables.ts). The tables, columns and joins
 * are those Mealie's migration reads (mealie-recipes/mealie, mealie/services/migrations/cookn.py); choices:
 * - title, description ← temp_recipe_desc (the same ID as the temp_recipe row); labels ← the titles of its
 *   chapter (temp_chapter_desc, by the description's PARENT) and cookbook (temp_cookbook_desc, by the
 *   chapter's PARENT).
 * - yield ← SERVES ("4 servings"); activeTime ← PREPTIME; totalTime ← PREPTIME + COOKTIME when there is a
 *   cooking time. Times are taken as minutes (a guess: Mealie hands them to its minutes formatter).
 * - ingredients ← the temp_ingredient rows whose PARENT_ID is the recipe, in DISPLAY_ORDER (unnumbered
 *   ones last): amount (AMOUNT_QTY_STRING, "0" meaning none), unit (temp_unit by AMOUNT_UNIT), the
 *   pre-qualifier, food (temp_food by INGREDIENT_FOOD_ID), ", " post-qualifier and the brand (temp_brand
 *   by BRAND_ID) in parentheses. Above one, the unit's plural name is used, and the food's when no unit
 *   counts it ("2 eggs"; a guess at what PLURAL_NAME is for).
 * - instructions ← INSTRUCTIONS a step a line; where steps are numbered ("1.", "2)") or bulleted, the
 *   marks are dropped and a line without one continues the step before it.
 * - images ← the temp_media rows whose ENTITY_ID is the recipe: the file named by the media's ID. The
 *   chapter's and cookbook's pictures, which Mealie falls back on, are covers, not the recipe's.
 */
import { emptyRecipe, type ImportedImage, type ImportedRecipe } from '../imported-recipe.ts'
import { withoutTrailing } from './mastercook-fields.ts'
import { totalTimeText, yieldText } from './living-cookbook-fields.ts'
import type { CooknRow, CooknTables } from './cookn-tables.ts'
import { joinLines, joinParagraphs, recipeTitle, toLines } from './recipe-text.ts'
import { minutesField, uniqueLabels } from './source-values.ts'

export type FindMedia = (mediaId: string) => ImportedImage | null

const value = (row: CooknRow | undefined, column: string) => row?.[column]?.trim() ?? ''

/** Whether an amount is more than one of its unit: "2", "1.5", "1 1/2", "2-3"; not "1", "1/2" or "a pinch". */
function isMoreThanOne(amount: string): boolean {
  const match = /^(\d+(?:[.,]\d+)?)(\s+\d+\s*\/\s*\d+)?/.exec(amount)
  if (!match) return false
  const whole = Number(match[1]?.replace(',', '.'))
  return whole > 1 || (whole === 1 && match[2] !== undefined)
}

/** A unit's or food's name, its plural when asked for and there is one. */
const nameOf = (row: CooknRow | undefined, plural: boolean) =>
  (plural && value(row, 'PLURAL_NAME')) || value(row, 'NAME')

/** A qualifier without the commas Cook'n keeps around it (", chopped," → "chopped"). */
const qualifier = (text: string) => withoutTrailing(text.trim().replace(/^[,\s]+/, ''), ', ').trim()

function ingredientLine(row: CooknRow, tables: CooknTables): string {
  const written = value(row, 'AMOUNT_QTY_STRING')
  const amount = written === '0' ? '' : written
  const many = isMoreThanOne(amount)
  const unit = nameOf(tables.byId('temp_unit', value(row, 'AMOUNT_UNIT')), many)
  const food = nameOf(tables.byId('temp_food', value(row, 'INGREDIENT_FOOD_ID')), many && unit === '')
  const main = [amount, unit, qualifier(value(row, 'PRE_QUALIFIER')), food].filter(Boolean).join(' ')
  const after = qualifier(value(row, 'POST_QUALIFIER'))
  const line = [main, after].filter(Boolean).join(', ')
  const brand = value(tables.byId('temp_brand', value(row, 'BRAND_ID')), 'NAME')
  return (brand && line ? `${line} (${brand})` : line || brand).replace(/\s+/g, ' ')
}

/** DISPLAY_ORDER as a number; rows without one come last, in file order. */
const displayOrder = (row: CooknRow) => {
  const order = value(row, 'DISPLAY_ORDER')
  return /^-?\d+(\.\d+)?$/.test(order) ? Number(order) : Number.POSITIVE_INFINITY
}

function ingredientsOf(id: string, tables: CooknTables): string {
  const rows = tables.where('temp_ingredient', 'PARENT_ID', id)
  const ordered = rows
    .map((row, index) => ({ row, index, order: displayOrder(row) }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
  return joinLines(ordered.map(({ row }) => ingredientLine(row, tables)))
}

const STEP_MARK = /^(?:\d{1,3}\s*[.)]|[-*•])(?:\s+|(?=\p{L}))/u

/** Steps one a line: numbering and bullets dropped, and a line after a marked step continuing it. */
function instructionsOf(text: string): string {
  const steps: string[] = []
  let numbered = false
  for (const line of toLines(text)) {
    const marked = STEP_MARK.test(line)
    const step = line.replace(STEP_MARK, '')
    const previous = steps.pop()
    if (previous === undefined) steps.push(step)
    else if (!marked && numbered) steps.push(`${previous} ${step}`)
    else steps.push(previous, step)
    numbered ||= marked
  }
  return joinLines(steps)
}

function imagesOf(id: string, tables: CooknTables, findMedia: FindMedia): ImportedImage[] {
  return tables.where('temp_media', 'ENTITY_ID', id).flatMap((media) => {
    const image = findMedia(value(media, 'ID'))
    return image ? [image] : []
  })
}

export function toCooknRecipe(
  recipe: CooknRow,
  tables: CooknTables,
  findMedia: FindMedia,
  fallbackTitle: string,
): ImportedRecipe {
  const id = value(recipe, 'ID')
  const description = tables.byId('temp_recipe_desc', id)
  const chapter = tables.byId('temp_chapter_desc', value(description, 'PARENT'))
  const cookbook = tables.byId('temp_cookbook_desc', value(chapter, 'PARENT'))
  const preparation = value(recipe, 'PREPTIME')
  return {
    ...emptyRecipe(recipeTitle(value(description, 'TITLE'), fallbackTitle)),
    description: joinParagraphs([value(description, 'DESCRIPTION')]),
    yield: yieldText(value(recipe, 'SERVES'), ''),
    activeTime: minutesField(preparation),
    totalTime: totalTimeText('', preparation, value(recipe, 'COOKTIME'), ''),
    ingredients: ingredientsOf(id, tables),
    instructions: instructionsOf(value(recipe, 'INSTRUCTIONS')),
    labels: uniqueLabels([value(chapter, 'TITLE'), value(cookbook, 'TITLE')]),
    images: imagesOf(id, tables, findMedia),
  }
}
