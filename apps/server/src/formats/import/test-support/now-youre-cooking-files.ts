/**
 * Now You're Cooking! export files built in code for tests: each recipe between its start line and its
 * "Exported from" line, the directions wrapped at 70 columns, as NYC v5 writes them.
 */
import { wrap } from './mealmaster-files.ts'

export interface NycFields {
  title: string
  /** Written as "none" when empty. */
  categories: string[]
  /** Ingredient lines; `{ part }` is a part's heading, written between dashes (NYC writes capitals). */
  ingredients: (string | { part: string })[]
  /** Paragraphs, each wrapped when written. */
  directions: string[]
  contributor?: string
  yield?: string
  /** "h:mm", as NYC writes it. */
  preparation?: string
}

/** One recipe, from its start line to its closing line and the blank line after it. */
export function nycRecipe(recipe: NycFields, { newline = '\r\n', version = '5.71' } = {}): string {
  return [
    "@@@@@ Now You're Cooking! Export Format",
    '',
    recipe.title,
    '',
    recipe.categories.length > 0 ? recipe.categories.join(', ') : 'none',
    '',
    ...recipe.ingredients.map((item) => (typeof item === 'string' ? item : `      ----${item.part}----`)),
    '',
    ...recipe.directions.flatMap((paragraph) => [...wrap(paragraph, 70), '']),
    ...(recipe.contributor ? [`Contributor:  ${recipe.contributor}`] : []),
    ...(recipe.yield ? [`Yield: ${recipe.yield}`] : []),
    ...(recipe.preparation ? [`Preparation Time: ${recipe.preparation}`] : []),
    '',
    '  NYC Nutrilink: N0^00000,N0^00000,N0^00000,N0^00000',
    '',
    `** Exported from Now You're Cooking! v${version} **`,
    '',
  ].join(newline)
}

export const sampleNyc = (fields: Partial<NycFields> = {}): NycFields => ({
  title: 'Carrot cake',
  categories: ['cakes', 'desserts'],
  ingredients: ['2 cup flour', '4  eggs', { part: 'FROSTING' }, '8 oz cream cheese; softened'],
  directions: [
    'Sift the flour. Beat the eggs and add them; bake at 350F for 35 to 40 minutes, until the cake springs back.',
    'Beat the cream cheese until smooth and frost the cooled cake.',
  ],
  contributor: 'Ann Baker',
  yield: '12 servings',
  preparation: '0:25',
  ...fields,
})
