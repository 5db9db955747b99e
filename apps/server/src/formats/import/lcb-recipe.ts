/**
 * One Living Cookbook database recipe (a t_recipe row and its rows in the other tables) as an imported
 * recipe. The mapping follows the FDX importer (see fdx-recipe.ts): description ← comments, notes ← author
 * notes then tips, headings → [headers], times in minutes, labels ← recipe types, cookbook and chapters.
 */
import { emptyRecipe, type ImportedRecipe } from '../imported-recipe.ts'
import type { Row } from './lcb-database.ts'
import { rowText, rowValue, type LcbLibrary } from './lcb-library.ts'
import { averageRating, isFlagSet, sourceText, totalTimeText, yieldText } from './living-cookbook-fields.ts'
import { asHeader, joinLines, joinParagraphs, recipeTitle, toLines } from './recipe-text.ts'
import { minutesField, parseSourceDate, splitLabels, uniqueLabels } from './source-values.ts'

function ingredientLines(rows: Row[]): string {
  return joinLines(
    rows.map((row) => {
      const name = rowText(row, 'ingredienttext', 'ingredient')
      if (isFlagSet(rowValue(row, 'heading'))) return asHeader(name)
      return [rowText(row, 'quantitytext', 'quantity'), rowText(row, 'unittext', 'unit'), name]
        .filter(Boolean)
        .join(' ')
    }),
  )
}

function procedureLines(rows: Row[]): string {
  return joinLines(
    rows.map((row) => {
      const text = rowText(row, 'proceduretext', 'text')
      return isFlagSet(rowValue(row, 'heading')) ? asHeader(text) : toLines(text).join('\n')
    }),
  )
}

function createdAtOf(recipe: Row): Date | undefined {
  const value = rowValue(recipe, 'createdate')
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value
  return typeof value === 'string' ? parseSourceDate(value) : undefined
}

export function toLcbRecipe(recipe: Row, library: LcbLibrary, fallbackTitle: string): ImportedRecipe {
  const parts = (table: string) => library.partsOf(table, recipe)
  const createdAt = createdAtOf(recipe)
  return {
    ...emptyRecipe(recipeTitle(rowText(recipe, 'recipename', 'name'), fallbackTitle)),
    description: joinParagraphs([rowText(recipe, 'comments')]),
    yield: yieldText(rowText(recipe, 'servings'), rowText(recipe, 'yield')),
    activeTime: minutesField(rowValue(recipe, 'preparationtime')),
    totalTime: totalTimeText(
      rowValue(recipe, 'readyintime'),
      rowValue(recipe, 'preparationtime'),
      rowValue(recipe, 'cookingtime'),
      rowValue(recipe, 'inactivetime'),
    ),
    source: sourceText(
      rowText(recipe, 'source'),
      rowText(recipe, 'author'),
      rowText(recipe, 'sourcepagenumber'),
    ),
    url: rowText(recipe, 'webpage'),
    notes: joinParagraphs([
      ...parts('t_authornote').map((row) => rowText(row, 'authornotetext', 'text')),
      ...parts('t_recipetip').map((row) => rowText(row, 'tiptext', 'text')),
    ]),
    ingredients: ingredientLines(parts('t_recipeingredient')),
    instructions: procedureLines(parts('t_recipeprocedure')),
    rating: averageRating(parts('t_recipereview').map((row) => rowValue(row, 'rating'))),
    labels: uniqueLabels([...splitLabels(rowText(recipe, 'recipetypes')), ...library.shelfLabels(recipe)]),
    images: library.imagesOf(recipe),
    ...(createdAt ? { createdAt } : {}),
  }
}
