/**
 * MealMaster and RezKonv files written the way those programs lay them out (fixed columns, continuation
 * lines, two-column ingredients, directions wrapped at 70 columns), for tests, round trips and timing.
 */

export interface WrittenIngredient {
  amount: string
  /** A MealMaster unit code ("c", "T", "ts") or, for RezKonv, a German unit word. */
  unit: string
  text: string
}

export interface WrittenRecipe {
  title: string
  categories: string[]
  servings?: string
  ingredients: (WrittenIngredient | { section: string })[]
  /** Paragraphs of the directions, each wrapped when written. */
  directions: string[]
  source?: string
  nutrition?: string
}

export interface WriteOptions {
  /** Ingredients in two columns where their texts are short enough for one. */
  twoColumns?: boolean
  newline?: string
}

const isSection = (item: WrittenRecipe['ingredients'][number]): item is { section: string } =>
  'section' in item

/** Words wrapped into lines of at most `width` characters (a longer word stays whole on its line). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ').filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  return line ? [...lines, line] : lines
}

function column(item: WrittenIngredient): string {
  return `${item.amount.padStart(7)} ${item.unit.padEnd(2)} ${item.text}`
}

/** One ingredient, long text going on in `-` continuation lines. */
function singleColumn(item: WrittenIngredient): string[] {
  const [first = '', ...rest] = wrap(item.text, 60)
  return [column({ ...item, text: first }), ...rest.map((more) => `${' '.repeat(11)}-${more}`)]
}

/** A group of ingredients, down the left column and then down the right when every text fits 28 columns. */
function ingredientGroup(items: WrittenIngredient[], twoColumns: boolean): string[] {
  if (!twoColumns || items.length < 2 || items.some((item) => item.text.length > 28)) {
    return items.flatMap(singleColumn)
  }
  const half = Math.ceil(items.length / 2)
  return items.slice(0, half).map((left, index) => {
    const right = items[half + index]
    return right ? `${column(left).padEnd(41)}${column(right)}` : column(left)
  })
}

function mealMasterIngredients(recipe: WrittenRecipe, twoColumns: boolean): string[] {
  const lines: string[] = []
  let group: WrittenIngredient[] = []
  for (const item of recipe.ingredients) {
    if (!isSection(item)) {
      group.push(item)
      continue
    }
    lines.push(...ingredientGroup(group, twoColumns))
    group = []
    const dashes = Math.max(2, 60 - item.section.length)
    lines.push(
      `MMMMM${'-'.repeat(Math.floor(dashes / 2))}${item.section}${'-'.repeat(Math.ceil(dashes / 2))}`,
    )
  }
  return [...lines, ...ingredientGroup(group, twoColumns)]
}

function directions(recipe: WrittenRecipe, indent: string): string[] {
  return recipe.directions.flatMap((paragraph) => [...wrap(paragraph, 70).map((line) => indent + line), ''])
}

export function mealMasterRecipe(recipe: WrittenRecipe, options: WriteOptions = {}): string {
  const lines = [
    'MMMMM----- Recipe via Meal-Master (tm) v8.05',
    '',
    `      Title: ${recipe.title}`,
    ` Categories: ${recipe.categories.join(', ') || 'None'}`,
    `      Yield: ${recipe.servings ?? '1'} servings`,
    '',
    ...mealMasterIngredients(recipe, options.twoColumns ?? false),
    '',
    ...directions(recipe, '  '),
    ...(recipe.source ? [`  Source: ${recipe.source}`] : []),
    ...(recipe.nutrition ? [`  Per serving: ${recipe.nutrition}`] : []),
    '',
    'MMMMM',
  ]
  return lines.join(options.newline ?? '\r\n') + (options.newline ?? '\r\n')
}

export function rezKonvRecipe(recipe: WrittenRecipe, options: WriteOptions = {}): string {
  const ingredients = recipe.ingredients.map((item) =>
    isSection(item)
      ? `${'='.repeat(26)}${item.section.toUpperCase()}${'='.repeat(26)}`
      : `${item.amount.padStart(7)} ${item.unit.padEnd(10)} ${item.text}`,
  )
  const lines = [
    '=====REZKONV-Rezept - RezkonvSuite v1.4',
    '',
    `     Titel: ${recipe.title}`,
    `Kategorien: ${recipe.categories.join(', ')}`,
    `     Menge: ${recipe.servings ?? '1'} Portionen`,
    '',
    ...ingredients,
    '',
    ...directions(recipe, ''),
    ...(recipe.source
      ? ['=====QUELLE=====', `                ${recipe.source}`, '-- Erfasst *RK* 01.02.2003 von', '-- Test']
      : []),
    '',
    '=====',
  ]
  return lines.join(options.newline ?? '\r\n') + (options.newline ?? '\r\n')
}

/** A plain recipe numbered `index`, for files of thousands. */
export function sampleRecipe(index: number): WrittenRecipe {
  return {
    title: `Generated recipe ${index + 1}`,
    categories: [`Group ${index % 12}`, index % 2 ? 'Dinner' : 'Baking'],
    servings: String((index % 8) + 1),
    ingredients: [
      { amount: '2', unit: 'c', text: 'all-purpose flour' },
      { amount: '1 1/2', unit: 'ts', text: 'baking powder' },
      { amount: '', unit: 'pn', text: 'salt' },
      { section: 'FILLING' },
      {
        amount: String((index % 5) + 1),
        unit: 'lg',
        text: 'eggs, beaten with a little milk until smooth and pale',
      },
      { amount: '250', unit: 'g', text: 'butter' },
      { amount: '3', unit: 'T', text: 'sugar' },
    ],
    directions: [
      'Preheat the oven to 350 F. Sift the flour, baking powder and salt together into a large bowl and make a well in the centre.',
      `Beat the eggs into the butter and sugar, fold in the flour and bake for ${20 + (index % 30)} minutes.`,
    ],
    source: 'Rosemary test generator',
    nutrition: `${200 + (index % 400)} Calories; 12g Fat`,
  }
}
