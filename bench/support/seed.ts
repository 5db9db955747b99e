/**
 * A realistic recipe library for one user, written straight into the database (10,000 HTTP calls would
 * measure the create endpoint, not the list): titles from word lists with accents, 5–15 ingredient lines,
 * a description, steps, a source, about 20 labels, created over eight years. Rows go in as multi-row inserts
 * of 1,000 in one transaction each; the search column and the indexes are maintained by the database.
 * The generator is seeded, so every run builds the same library.
 */
import { randomUUID } from 'node:crypto'
import type { Db } from '../../apps/server/src/db/client.ts'
import { labels, recipeLabels, recipes } from '../../apps/server/src/db/schema/index.ts'

const BATCH = 1000
const YEARS = 8
/** Lines in a recipe's ingredient list, the first being its main ingredient. */
export const INGREDIENT_LINES = { min: 5, max: 15 }
/** Labels a recipe carries, picked from LABEL_TITLES. */
export const LABELS_PER_RECIPE = { min: 0, max: 3 }

/** Word lists are written as text: comma-separated, or one entry a line. */
const list = (text: string) => text.split(',').map((word) => word.replace(/\s+/g, ' ').trim())
const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.trim())

const cuisines = list(`
  Thai, Mexican, Indian, Moroccan, Provençal, Greek, Japanese, Korean, Vietnamese, Sicilian, Tuscan,
  Cajun, Smoky, Spicy, Creamy, Crispy, Roasted, Grilled, Braised, One-Pan, Weeknight, Grandma's, Classic,
  Vegan, Café-Style, Sautéed, Crème Fraîche
`)
const ingredients = list(`
  Chicken, Beef, Pork, Lamb, Salmon, Shrimp, Tofu, Mushroom, Spinach, Tomato, Potato, Sweet Potato,
  Pumpkin, Lentil, Chickpea, Black Bean, Lemon, Lime, Garlic, Ginger, Coconut, Chocolate, Apple, Pear,
  Banana, Blueberry, Raspberry, Almond, Walnut, Hazelnut, Cheddar, Feta, Goat Cheese, Ricotta, Jalapeño,
  Chipotle, Poblano, Zucchini, Eggplant, Cauliflower, Broccoli, Kale, Carrot, Leek, Fennel, Asparagus,
  Corn, Rice, Quinoa, Oat, Honey, Maple, Caramel, Vanilla, Cinnamon, Cardamom, Saffron, Pesto
`)
const dishes = list(`
  Curry, Soup, Stew, Salad, Tart, Pie, Risotto, Pasta, Lasagna, Tacos, Enchiladas, Cornbread, Bread, Cake,
  Brownies, Cookies, Pancakes, Omelette, Quiche, Gratin, Casserole, Stir-Fry, Noodles, Dumplings, Burgers,
  Chili, Frittata, Galette, Crumble, Muffins, Scones, Roast, Skewers, Paella, Gnocchi, Ramen, Tagine,
  Soufflé, Crêpes, Purée, Flan, Ragù
`)
const classics = list(`
  Crème Brûlée, Crêpes Suzette, Bœuf Bourguignon, Jalapeño Poppers, Piña Colada Cake, Pain Perdu, Gâteau
  Basque, Smørrebrød, Croque-Monsieur, Açaí Bowl, Pâte à Choux
`)
const pantry = list(`
  flour, sugar, brown sugar, butter, olive oil, eggs, milk, heavy cream, onion, garlic cloves, salt, black
  pepper, chicken stock, canned tomatoes, lemon juice, parsley, cilantro, cumin, paprika, soy sauce, rice
  vinegar, sesame oil, baking powder, yogurt, crème fraîche, jalapeño, coconut milk, parmesan, thyme, bay
  leaves, honey, dark chocolate
`)
const units = ['g', 'kg', 'ml', 'cups', 'cup', 'tbsp', 'tsp', 'pinch', 'cans', 'cloves', '']
const preparations = ['', '', '', ', chopped', ', minced', ', sliced', ', diced', ', softened', ', to taste']
const descriptions = lines(`
  A weeknight favourite that comes together in under forty minutes.
  Rich and comforting, and even better the next day.
  Bright, fresh and light: perfect for a summer lunch on the terrace.
  Adapted from a café in Lyon; the crème fraîche makes it.
  My grandmother made this every Sunday, with whatever the garden gave.
  Freezes well; double the batch and keep half for a busy evening.
  The kids ask for it every week. Go easy on the jalapeño for them.
  A holiday classic, worth the extra step of toasting the spices.
`)
const steps = lines(`
  Preheat the oven to 200 °C.
  Heat the oil in a large pan over medium heat.
  Add the onion and garlic and cook until soft, about 5 minutes.
  Stir in the spices and cook for a minute.
  Add the remaining ingredients and bring to a simmer.
  Whisk the eggs with the milk and sugar.
  Fold in the flour until just combined.
  Bake for 25 to 30 minutes, until golden.
  Season to taste with salt, pepper and lemon juice.
  Leave to rest for 10 minutes before serving.
`)
const sources = ['', '', '', 'Grandma', 'Serious Eats', 'NYT Cooking', 'Ottolenghi, Simple', 'BBC Good Food']
export const LABEL_TITLES = list(`
  dinner, dessert, breakfast, vegetarian, vegan, quick, soup, baking, weeknight, holiday, party, kids,
  spicy, healthy, make ahead, freezer, grill, salad, side, favourite
`)

/** mulberry32: small, fast and the same on every run. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
  return { next, int, pick }
}

type Random = ReturnType<typeof generator>

function title(r: Random): string {
  const roll = r.next()
  if (roll < 0.03) return `${r.pick(classics)} ${r.pick(['', 'II', 'for Two', '(Easy)'])}`.trim()
  if (roll < 0.35) return `${r.pick(cuisines)} ${r.pick(ingredients)} ${r.pick(dishes)}`
  if (roll < 0.7) return `${r.pick(ingredients)} ${r.pick(dishes)}`
  if (roll < 0.85) return `${r.pick(ingredients)} and ${r.pick(ingredients)} ${r.pick(dishes)}`
  return `${r.pick(ingredients)} ${r.pick(dishes)} with ${r.pick(ingredients)}`
}

function recipe(r: Random, userId: string, now: number) {
  const createdAt = new Date(now - r.next() * YEARS * 365 * 86_400_000)
  const main = r.pick(ingredients).toLowerCase()
  const lines = [`${r.int(1, 800)} g ${main}`]
  for (let i = r.int(INGREDIENT_LINES.min - 1, INGREDIENT_LINES.max - 1); i > 0; i--)
    lines.push(`${r.int(1, 4)} ${r.pick(units)} ${r.pick(pantry)}${r.pick(preparations)}`.replace('  ', ' '))
  const instructions = Array.from({ length: r.int(3, 8) }, () => r.pick(steps)).join('\n')
  const source = r.pick(sources)
  return {
    id: randomUUID(),
    userId,
    title: title(r),
    description: r.pick(descriptions),
    yield: `${r.int(2, 8)} servings`,
    activeTime: `${r.int(1, 6) * 5} min`,
    totalTime: `${r.int(2, 24) * 10} min`,
    source,
    url: source && r.next() < 0.5 ? `https://example.com/recipes/${r.int(1, 1e6)}` : '',
    notes: r.next() < 0.2 ? 'Less sugar next time. Freezes well.' : '',
    ingredients: lines.join('\n'),
    instructions,
    rating: r.next() < 0.4 ? r.int(1, 5) : null,
    createdAt,
    updatedAt: new Date(createdAt.getTime() + r.next() * 30 * 86_400_000),
  }
}

/** The user's labels; created once, before the first recipes. */
export async function seedLabels(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .insert(labels)
    .values(LABEL_TITLES.map((title) => ({ userId, title })))
    // An import may already have made some of them (the import benchmark seeds after importing).
    .onConflictDoUpdate({ target: [labels.userId, labels.title], set: { updatedAt: new Date() } })
    .returning({ id: labels.id })
  return rows.map((row) => row.id)
}

/**
 * Adds `count` recipes (numbered from `from`, so a library can grow in steps and stay the same) with 0–3
 * labels each, calling `progress` after each batch.
 */
export async function seedRecipes(
  db: Db,
  options: { userId: string; labelIds: string[]; from: number; count: number },
  progress: (done: number) => void,
): Promise<void> {
  const now = Date.parse('2026-11-01T00:00:00Z')
  for (let start = 0; start < options.count; start += BATCH) {
    const r = generator(options.from + start + 1)
    const rows = Array.from({ length: Math.min(BATCH, options.count - start) }, () =>
      recipe(r, options.userId, now),
    )
    const links = rows.flatMap((row) => {
      const picks = r.int(LABELS_PER_RECIPE.min, LABELS_PER_RECIPE.max)
      const chosen = new Set(Array.from({ length: picks }, () => r.pick(options.labelIds)))
      return [...chosen].map((labelId) => ({ recipeId: row.id, labelId }))
    })
    await db.transaction(async (tx) => {
      await tx.insert(recipes).values(rows)
      if (links.length > 0) await tx.insert(recipeLabels).values(links)
    })
    progress(start + rows.length)
  }
}
