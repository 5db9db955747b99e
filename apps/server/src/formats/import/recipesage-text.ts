/**
 * RecipeSage's text export: "==== Recipes ====", then each recipe as "Key: value" lines in a fixed order,
 * a value running on over as many lines as it has (ingredients, instructions, notes), and a blank line
 * after the recipe. Two generations exist: until late 2024 the keys were the database's (id, title, …,
 * userId, labels, images); since then they are capitalised (Title, …, Rating, a block of Nutrition…
 * keys in newer exports, Labels, Images). A value's line that happens to start like a key ("Notes: …"
 * inside the ingredients) is told apart by the order: only the key due next starts a new field, so only an
 * instruction line starting "Notes: " is taken for the notes (the export cannot tell the two apart).
 */

const HEADER = '==== Recipes ===='

/** The database generation's keys, in the order its export writes them. */
const DATABASE_KEYS = [
  'id',
  'title',
  'description',
  'yield',
  'activeTime',
  'totalTime',
  'source',
  'url',
  'notes',
  'ingredients',
  'instructions',
  'folder',
  'createdAt',
  'updatedAt',
  'userId',
  'labels',
  'images',
]

const NUTRITION_KEYS = [
  'NutritionServingSize',
  'NutritionCalories',
  'NutritionTotalFat',
  'NutritionSaturatedFat',
  'NutritionTransFat',
  'NutritionPolyunsaturatedFat',
  'NutritionMonounsaturatedFat',
  'NutritionCholesterol',
  'NutritionSodium',
  'NutritionTotalCarbs',
  'NutritionDietaryFiber',
  'NutritionTotalSugars',
  'NutritionAddedSugars',
  'NutritionProtein',
  'NutritionVitaminD',
  'NutritionCalcium',
  'NutritionIron',
  'NutritionPotassium',
  'NutritionOtherDetails',
]

/** The capitalised generation's keys; the nutrition block is there only in newer exports. */
const SUMMARY_KEYS = [
  'Title',
  'Description',
  'Yield',
  'ActiveTime',
  'TotalTime',
  'Source',
  'Url',
  'Folder',
  'Ingredients',
  'Instructions',
  'Notes',
  'CreatedAt',
  'UpdatedAt',
  'Rating',
  ...NUTRITION_KEYS,
  'Labels',
  'Images',
]

/** One recipe of the export: its values by key, and whether every key came (a cut file ends early). */
export interface RecipeSageTextBlock {
  values: Map<string, string>
  complete: boolean
}

export function isRecipeSageText(text: string): boolean {
  return text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith(HEADER)
}

const startsWithKey = (line: string, key: string) =>
  line.startsWith(`${key}:`) && (line.length === key.length + 1 || line[key.length + 1] === ' ')

/** The keys that may come after the one at `index`: the next, or past the nutrition block when it is absent. */
function nextKeys(keys: readonly string[], index: number): number[] {
  const next = index + 1
  if (keys[next] !== NUTRITION_KEYS[0]) return [next]
  return [next, next + NUTRITION_KEYS.length]
}

class BlockReader {
  readonly blocks: RecipeSageTextBlock[] = []
  #keys: readonly string[] = SUMMARY_KEYS
  #index = -1
  #lines: string[] = []
  #current: RecipeSageTextBlock | null = null

  /** A line that starts a recipe: the first key, at the start or after a blank line (a recipe's end). */
  #startsRecipe(line: string, previousBlank: boolean): readonly string[] | null {
    if (this.#current && !previousBlank) return null
    if (startsWithKey(line, SUMMARY_KEYS[0] ?? '')) return SUMMARY_KEYS
    return startsWithKey(line, DATABASE_KEYS[0] ?? '') ? DATABASE_KEYS : null
  }

  #closeField(): void {
    const key = this.#keys[this.#index]
    if (!this.#current || key === undefined) return
    this.#current.values.set(key, this.#lines.join('\n'))
    this.#current.complete = this.#index === this.#keys.length - 1
  }

  #open(keys: readonly string[], index: number, line: string): void {
    this.#closeField()
    if (index === 0) {
      this.#current = { values: new Map(), complete: false }
      this.blocks.push(this.#current)
    }
    this.#keys = keys
    this.#index = index
    const key = keys[index] ?? ''
    this.#lines = [line.slice(key.length + 1).replace(/^ /, '')]
  }

  read(line: string, previousBlank: boolean): void {
    const recipeKeys = this.#startsRecipe(line, previousBlank)
    const next = nextKeys(this.#keys, this.#index).find((index) =>
      startsWithKey(line, this.#keys[index] ?? '\n'),
    )
    if (recipeKeys) this.#open(recipeKeys, 0, line)
    else if (this.#current && next !== undefined) this.#open(this.#keys, next, line)
    else if (this.#current) this.#lines.push(line)
  }

  finish(): RecipeSageTextBlock[] {
    this.#closeField()
    return this.blocks
  }
}

/** The recipes of a text export, each a map from key to value (its lines joined, trailing blanks kept). */
export function readRecipeSageText(text: string): RecipeSageTextBlock[] {
  const reader = new BlockReader()
  let previousBlank = true
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  for (const line of lines.slice(lines.findIndex((candidate) => candidate.trim() === HEADER) + 1)) {
    reader.read(line, previousBlank)
    previousBlank = line.trim() === ''
  }
  return reader.finish()
}

/** The newer export's nutrition values as readable lines ("Calories: 320"), "null" ones left out. */
export function nutritionLines(values: ReadonlyMap<string, string>): string[] {
  return NUTRITION_KEYS.flatMap((key) => {
    const value = (values.get(key) ?? '').trim()
    if (value === '' || value === 'null') return []
    const label = key
      .replace(/^Nutrition/, '')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
    return [`${label.charAt(0).toUpperCase()}${label.slice(1)}: ${value}`]
  })
}
