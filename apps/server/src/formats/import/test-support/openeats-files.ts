/**
 * OpenEats dumps built in code for tests: recipes described plainly, written as the rows `manage.py
 * dumpdata recipe ingredient rating recipe_groups` gives, each pointing at its recipe by primary key.
 */
import { strToU8 } from 'fflate'

export interface OpenEatsIngredient {
  title: string
  numerator: number
  denominator: number
  measurement: string | null
}

export interface OpenEatsRecipe {
  title: string
  info?: string
  directions?: string
  source?: string
  prep_time?: number
  cook_time?: number
  servings?: number
  photo?: string
  course?: string
  cuisine?: string
  tags?: string[]
  pub_date?: string
  groups?: { title: string | null; ingredients: OpenEatsIngredient[] }[]
  ratings?: { rating: number; comment: string }[]
}

type Row = { model: string; pk: number; fields: Record<string, unknown> }

/** The dump's rows: the lookup tables first, then recipes, groups, ingredients and ratings, as dumpdata orders apps. */
export function openEatsRows(recipes: OpenEatsRecipe[]): Row[] {
  const lookups: Row[] = []
  const keyOf = (model: string, title: string | undefined) => {
    if (!title) return null
    const found = lookups.find((row) => row.model === model && row.fields.title === title)
    if (found) return found.pk
    const pk = lookups.filter((row) => row.model === model).length + 1
    lookups.push({ model, pk, fields: { title, slug: title.toLowerCase(), author: 1 } })
    return pk
  }
  const rows: Row[] = []
  let groupKey = 0
  let ingredientKey = 0
  recipes.forEach((recipe, index) => {
    const pk = index + 1
    rows.push({
      model: 'recipe.recipe',
      pk,
      fields: {
        title: recipe.title,
        slug: `recipe-${pk}`,
        author: 1,
        photo: recipe.photo ?? '',
        cuisine: keyOf('recipe_groups.cuisine', recipe.cuisine),
        course: keyOf('recipe_groups.course', recipe.course),
        tags: (recipe.tags ?? []).map((tag) => keyOf('recipe_groups.tag', tag)),
        info: recipe.info ?? '',
        directions: recipe.directions ?? '',
        source: recipe.source ?? '',
        prep_time: recipe.prep_time ?? 0,
        cook_time: recipe.cook_time ?? 0,
        servings: recipe.servings ?? 0,
        pub_date: recipe.pub_date ?? '2018-03-04T05:06:07.123Z',
        update_date: '2019-01-01T00:00:00Z',
        public: true,
      },
    })
    for (const group of recipe.groups ?? []) {
      rows.push({
        model: 'ingredient.ingredientgroup',
        pk: ++groupKey,
        fields: { title: group.title, recipe: pk },
      })
      for (const ingredient of group.ingredients)
        rows.push({
          model: 'ingredient.ingredient',
          pk: ++ingredientKey,
          fields: { ...ingredient, ingredient_group: groupKey },
        })
    }
    for (const rating of recipe.ratings ?? [])
      rows.push({ model: 'rating.rating', pk: rows.length, fields: { ...rating, recipe: pk, author: 1 } })
  })
  return [...lookups, ...rows]
}

/** The rows as dumpdata writes them with --indent 4. */
export const openEatsFile = (rows: unknown[]): Uint8Array => strToU8(JSON.stringify(rows, null, 4))
