/**
 * Made-up recipes for export tests and benchmarks: deterministic, varied (section headers, accents,
 * fractions, labels, ratings), produced one at a time so a run of 10,000 costs no memory up front.
 */
import type { ExportedImage, ExportedRecipe } from '../exported-recipe.ts'

export interface GeneratedRecipeOptions {
  /** Pictures per recipe (default 0); each loads `picture`. */
  picturesPerRecipe?: number
  /** The bytes every picture loads (a tiny WebP is enough); required when picturesPerRecipe > 0. */
  picture?: Uint8Array
  /** Where picture URLs point. */
  origin?: string
}

const DISHES = ['Lemon tart', 'Crème brûlée', 'Käsespätzle', 'Risotto ai funghi', 'Pad thai', 'Shakshuka']
const LABELS = ['dessert', 'dinner', 'vegetarian', 'quick', 'baking', 'italian', 'family']

function pictures(id: string, options: GeneratedRecipeOptions): ExportedImage[] {
  const count = options.picturesPerRecipe ?? 0
  const { picture } = options
  if (count > 0 && !picture) throw new Error('generateExportedRecipes: pass the picture bytes to load')
  return Array.from({ length: count }, (_, index) => ({
    id: `${id}-image-${String(index)}`,
    url: `${options.origin ?? 'https://rosemary.example'}/api/images/${id}-${String(index)}`,
    load: () => Promise.resolve(picture ?? new Uint8Array()),
  }))
}

/** Recipe number `index` (0-based) of the made-up library. */
export function makeExportedRecipe(index: number, options: GeneratedRecipeOptions = {}): ExportedRecipe {
  const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`
  const dish = DISHES[index % DISHES.length] ?? 'Soup'
  const servings = 2 + (index % 6)
  const created = new Date(Date.UTC(2024, 0, 1) + index * 3_600_000)
  return {
    id,
    title: `${dish} #${String(index + 1)}`,
    description: `A dependable ${dish.toLowerCase()} for ${String(servings)} people.\nMade often, changed little.`,
    yield: `${String(servings)} servings`,
    activeTime: `${String(10 + (index % 50))} min`,
    totalTime: index % 7 === 0 ? 'overnight' : `1 h ${String(index % 60)} min`,
    source: index % 3 === 0 ? '' : 'Family notebook',
    url: index % 2 === 0 ? `https://example.com/recipes/${String(index)}` : '',
    notes: index % 4 === 0 ? '' : 'Keeps 3 days in the fridge; tastes better on day two.',
    ingredients: [
      '[Dough]',
      '250 g flour',
      '1/2 cup sugar',
      '1½ tsp salt',
      `${String(1 + (index % 4))} eggs`,
      '[Filling]',
      '2 lemons, zest and juice',
      'Butter, as needed',
    ].join('\n'),
    instructions: [
      'Whisk the dry ingredients.',
      'Rub in the butter until it looks like sand.',
      '[Filling]',
      'Warm the lemon juice with the sugar; do not boil.',
      'Fill, bake at 180 °C for 25 minutes, and let cool.',
    ].join('\n'),
    rating: index % 6 === 0 ? null : 1 + (index % 5),
    labels: [LABELS[index % LABELS.length] ?? 'misc', LABELS[(index + 3) % LABELS.length] ?? 'misc'],
    images: pictures(id, options),
    createdAt: created,
    updatedAt: new Date(created.getTime() + 86_400_000),
  }
}

/** `count` recipes, made one at a time as the consumer asks for them. */
export async function* generateExportedRecipes(
  count: number,
  options: GeneratedRecipeOptions = {},
): AsyncGenerator<ExportedRecipe> {
  for (let index = 0; index < count; index += 1) yield makeExportedRecipe(index, options)
}
