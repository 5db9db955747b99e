/**
 * One MealMaster or RezKonv recipe block as an imported recipe, read line by line in one pass: the header
 * (Title/Titel, Categories/Kategorien, Yield/Servings/Menge), then the ingredients, then the directions.
 * The ingredients end at the first line that is not one; a section line followed by ingredients opens
 * ingredients again (MealMaster lets a recipe alternate them). Choices:
 * - section lines (`MMMMM-----SAUCE-----`, `=====Für den Teig=====`) → `[Sauce]` headers, names in
 *   capitals softened; in the directions they head steps, except source and note sections.
 * - yield ← Yield, or Servings as "4 servings"; labels ← the categories but "None".
 * - source ← `Source:`/`From:` lines and a QUELLE section; notes ← nutrition, notes and credits.
 */
import { emptyRecipe, type ImportItem } from '../imported-recipe.ts'
import type { Dialect } from './mealmaster-blocks.ts'
import { asideOf, Directions } from './mealmaster-directions.ts'
import { IngredientList, ingredientLine } from './mealmaster-ingredients.ts'
import { expandTabs, readField, sectionName, type Header } from './mealmaster-fields.ts'
import { asHeader, recipeTitle } from './recipe-text.ts'
import { splitLabels } from './source-values.ts'

/** A recipe longer than this is a damaged file running on, not a recipe. */
const MAX_LINES = 5_000

/** Lines some writers put before the ingredients and the directions: labels, not content. */
const INGREDIENTS_LABELS = new Set(['ingredients:', 'zutaten:'])
const DIRECTIONS_LABELS = new Set(['directions:', 'instructions:', 'method:', 'zubereitung:'])

const NO_CATEGORY = new Set(['none', 'keine'])

class RecipeReader {
  readonly header: Header = { title: '', categories: '', yield: '' }
  readonly ingredients = new IngredientList()
  readonly directions = new Directions()
  #state: 'header' | 'ingredients' | 'directions' = 'header'
  /** Sections read but not yet known to head ingredients or directions. */
  #sections: string[] = []

  readonly dialect: Dialect

  constructor(dialect: Dialect) {
    this.dialect = dialect
  }

  read(lines: string[]): void {
    for (const [index, raw] of lines.entries()) {
      const line = expandTabs(raw).trimEnd()
      if (line.trim() === '') this.#blank()
      else this.#line(line, lines[index + 1] ?? '')
    }
  }

  #blank(): void {
    if (this.#state === 'ingredients') this.ingredients.endGroup()
    if (this.#state === 'directions') this.directions.endParagraph()
  }

  #line(line: string, next: string): void {
    if (this.#state === 'header' && readField(line, this.header)) return
    const label = line.trim().toLowerCase()
    if (this.#state !== 'directions' && INGREDIENTS_LABELS.has(label)) return
    if (DIRECTIONS_LABELS.has(label)) {
      this.#enterDirections()
      return
    }
    if (this.#state === 'header') this.#state = 'ingredients'
    const section = sectionName(line)
    if (section !== null) {
      this.#blank()
      if (section) this.#sections.push(section)
      // A source or notes section (RezKonv's QUELLE) never heads ingredients, however its lines look.
      if (asideOf(section)) this.#enterDirections()
      return
    }
    const ingredient =
      this.#state === 'directions' && !this.#reopensIngredients() ? null : ingredientLine(line, this.dialect)
    if (ingredient) {
      this.#state = 'ingredients'
      for (const name of this.#sections.splice(0)) this.ingredients.header(asHeader(name))
      this.ingredients.add(ingredient)
    } else if (this.#state === 'ingredients' && isSubheading(line, next, this.dialect)) {
      this.ingredients.header(asHeader(line.trim().slice(0, -1)))
    } else {
      this.#enterDirections()
      this.directions.line(line)
    }
  }

  /** In the directions, only a fresh section that is no source or notes section may hold ingredients. */
  #reopensIngredients(): boolean {
    const last = this.#sections.at(-1)
    return last !== undefined && asideOf(last) === undefined
  }

  #enterDirections(): void {
    if (this.#state === 'ingredients') this.ingredients.endGroup()
    this.#state = 'directions'
    for (const name of this.#sections.splice(0)) this.directions.header(name)
  }
}

/** "For the sauce:" on its own line above ingredients is a section, not the start of the directions. */
function isSubheading(line: string, next: string, dialect: Dialect): boolean {
  const text = line.trim()
  return (
    text.endsWith(':') && text.length <= 60 && ingredientLine(expandTabs(next).trimEnd(), dialect) !== null
  )
}

export function toMealMasterItem(lines: string[], dialect: Dialect, fallbackTitle: string): ImportItem {
  if (lines.length > MAX_LINES) {
    return {
      failure: {
        title: fallbackTitle,
        reason: `The recipe runs over ${MAX_LINES} lines without an end line.`,
      },
    }
  }
  const reader = new RecipeReader(dialect)
  reader.read(lines)
  const { title, categories } = reader.header
  const ingredients = reader.ingredients.text()
  const { instructions, source, notes } = reader.directions.result()
  if (!title && !ingredients && !instructions) {
    return {
      failure: { title: fallbackTitle, reason: 'The recipe has no title, ingredients or directions.' },
    }
  }
  return {
    recipe: {
      ...emptyRecipe(recipeTitle(title, fallbackTitle)),
      yield: reader.header.yield,
      source,
      notes,
      ingredients,
      instructions,
      labels: splitLabels(categories).filter((label) => !NO_CATEGORY.has(label.toLowerCase())),
    },
  }
}
