/**
 * MasterCook files written the way MasterCook writes them, for tests: the text export (.mxp) with its
 * fixed columns, and the XML (.mx2). Recipes are generated for round trips: what is written is what the
 * readers must give back.
 */
import fc from 'fast-check'
import { minutesToText } from '../../duration.ts'

export type WrittenIngredient =
  { heading: string } | { amount: string; measure: string; name: string; preparation: string }

export interface WrittenRecipe {
  title: string
  author: string
  servings: number
  preparation: { hours: number; minutes: number }
  categories: string[]
  ingredients: WrittenIngredient[]
  directions: string[]
  notes: string
}

export const START_LINE = '                     *  Exported from  MasterCook  *'
export const END_LINE = '                   - - - - - - - - - - - - - - - - - - '

/** "1 1/2" as MasterCook sets it in its 8-character amount column: "   1 1/2", "     1/2", "  12    ". */
export function amountColumn(amount: string): string {
  const [whole = '', fraction = ''] = amount.includes('/')
    ? amount.includes(' ')
      ? amount.split(' ')
      : ['', amount]
    : [amount, '']
  return `${whole.padStart(4)} ${fraction.padEnd(3)}`
}

/** Category names two to a line in columns, as MasterCook lays them out. */
function categoryLines(categories: string[]): string[] {
  const lines: string[] = []
  for (let at = 0; at < categories.length; at += 2) {
    const pair = `${(categories[at] ?? '').padEnd(33)}${categories[at + 1] ?? ''}`.trimEnd()
    lines.push(`${at === 0 ? 'Categories    : ' : ' '.repeat(16)}${pair}`)
  }
  return lines.length > 0 ? lines : ['Categories    : ']
}

export function ingredientRow(item: WrittenIngredient, rightAligned = false): string {
  if ('heading' in item) return `${' '.repeat(24)}${item.heading}:`
  const text = item.preparation ? `${item.name} -- ${item.preparation}` : item.name
  const amount = rightAligned ? `  ${item.amount.padEnd(6)}` : amountColumn(item.amount)
  const measure = rightAligned ? item.measure.padStart(12) : item.measure.padEnd(12)
  return `${amount}  ${measure}  ${text}`
}

/** One recipe in the text export's layout, its lines joined by CRLF. */
export function mxpRecipe(recipe: WrittenRecipe, { rightAligned = false } = {}): string {
  const { hours, minutes } = recipe.preparation
  return [
    START_LINE,
    '',
    `${' '.repeat(Math.max(0, 40 - Math.floor(recipe.title.length / 2)))}${recipe.title}`,
    '',
    `Recipe By     : ${recipe.author}`,
    `Serving Size  : ${String(recipe.servings).padEnd(4)} Preparation Time :${hours}:${String(minutes).padStart(2, '0')}`,
    ...categoryLines(recipe.categories),
    '',
    '  Amount  Measure       Ingredient -- Preparation Method',
    '--------  ------------  --------------------------------',
    ...recipe.ingredients.map((item) => ingredientRow(item, rightAligned)),
    '',
    ...recipe.directions.flatMap((step) => [step, '']),
    '',
    END_LINE,
    '',
    ...(recipe.notes ? [`NOTES : ${recipe.notes}`, ''] : []),
    '',
  ].join('\r\n')
}

/** Text as Windows-1252 bytes (every generated character is in Latin-1). */
export const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function mx2Recipe(recipe: WrittenRecipe): string {
  const { hours, minutes } = recipe.preparation
  const ingredients = recipe.ingredients.map((item) =>
    'heading' in item
      ? `<IngR name="${escapeXml(item.heading)}" code="S"></IngR>`
      : `<IngR name="${escapeXml(item.name)}" unit="${escapeXml(item.measure)}" qty="${escapeXml(item.amount)}">` +
        `${item.preparation ? `<IPrp>${escapeXml(item.preparation)}</IPrp>` : ''}<INtI>3562</INtI></IngR>`,
  )
  return [
    `<RcpE name="${escapeXml(recipe.title)}" author="${escapeXml(recipe.author)}">`,
    `<Serv qty="${recipe.servings}"/>`,
    `<PrpT elapsed="${hours}:${String(minutes).padStart(2, '0')}"/>`,
    `<CatS>${recipe.categories.map((name) => `<CatT>${escapeXml(name)}</CatT>`).join('')}</CatS>`,
    ...ingredients,
    `<DirS>${recipe.directions.map((step) => `<DirT>${escapeXml(step)}</DirT>`).join('\n')}</DirS>`,
    recipe.notes ? `<Note>${escapeXml(recipe.notes)}</Note>` : '',
    '</RcpE>',
  ].join('\n')
}

export function mx2File(recipes: string[], encoding = 'ISO-8859-1'): string {
  return `<?xml version="1.0" standalone="yes" encoding="${encoding}"?>
<!DOCTYPE mx2 SYSTEM "mx2.dtd">
<mx2 source="MasterCook" date="April 14, 2025">
<Summ>${recipes.map((_, index) => `<Nam>Recipe ${index + 1}</Nam>`).join('')}</Summ>
${recipes.join('\n')}
</mx2>`
}

/** The fields the readers must give back for a written recipe (the rest stay empty). */
export function expectedFields(recipe: WrittenRecipe) {
  const { hours, minutes } = recipe.preparation
  return {
    title: recipe.title,
    source: recipe.author,
    yield: `${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}`,
    activeTime: minutesToText(hours * 60 + minutes),
    labels: recipe.categories,
    ingredients: recipe.ingredients
      .map((item) =>
        'heading' in item
          ? `[${item.heading}]`
          : [item.amount, item.measure, item.name, item.preparation ? `, ${item.preparation}` : '']
              .filter(Boolean)
              .join(' ')
              .replace(' , ', ', '),
      )
      .join('\n'),
    instructions: recipe.directions.join('\n'),
    notes: recipe.notes,
  }
}

const word = fc.constantFrom(
  'flour',
  'sugar',
  'crème',
  'brûlée',
  'apple',
  'butter',
  'Ölive',
  'garlic',
  'milk',
)
const capitalized = (words: string[]) => {
  const text = words.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}
const phrase = (max: number) => fc.array(word, { minLength: 1, maxLength: max }).map(capitalized)

const ingredient: fc.Arbitrary<WrittenIngredient> = fc.oneof(
  { weight: 1, arbitrary: phrase(3).map((heading) => ({ heading })) },
  {
    weight: 5,
    arbitrary: fc.record({
      amount: fc.constantFrom('1', '1/2', '1 1/2', '12', '3/4', '2'),
      measure: fc.constantFrom('', 'cups', 'tablespoons', 'ounce', 'Tsp', 'Large', 'pinch'),
      name: phrase(3),
      preparation: fc.oneof(
        fc.constant(''),
        fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
      ),
    }),
  },
)

export const writtenRecipe: fc.Arbitrary<WrittenRecipe> = fc.record({
  title: phrase(4),
  author: fc.oneof(fc.constant(''), phrase(2)),
  servings: fc.integer({ min: 1, max: 12 }),
  preparation: fc.record({ hours: fc.integer({ min: 0, max: 3 }), minutes: fc.integer({ min: 0, max: 59 }) }),
  categories: fc.uniqueArray(phrase(2), { maxLength: 5, selector: (name) => name.toLowerCase() }),
  ingredients: fc.array(ingredient, { maxLength: 8 }),
  directions: fc.array(
    phrase(6).map((sentence) => `${sentence}.`),
    { maxLength: 4 },
  ),
  notes: fc.oneof(
    fc.constant(''),
    phrase(5).map((sentence) => `${sentence}.`),
  ),
})
