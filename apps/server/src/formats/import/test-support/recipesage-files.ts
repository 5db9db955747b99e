/**
 * RecipeSage exports written in code for tests, in the shapes its server writes them: the XML export
 * (xml-js's compact form, four-space indents, no declaration, an empty element for a missing value or a
 * date) and the two generations of the text export.
 */
import { strToU8 } from 'fflate'

export interface RecipeSageRecipe {
  id: string
  title: string
  description: string | null
  yield: string | null
  activeTime: string | null
  totalTime: string | null
  source: string | null
  url: string | null
  notes: string | null
  ingredients: string | null
  instructions: string | null
  folder: string
  createdAt: Date
  updatedAt: Date
  rating: number | null
  labels: string[]
  images: string[]
  fromUser?: { name: string; email: string; handle: string } | null
  nutrition?: Record<string, string | null>
}

export function recipeSageRecipe(fields: Partial<RecipeSageRecipe> = {}): RecipeSageRecipe {
  return {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    title: 'Tomato soup',
    description: 'Quick and warming.',
    yield: '4 bowls',
    activeTime: '10 minutes',
    totalTime: '40 minutes',
    source: 'Family',
    url: 'https://example.com/soup',
    notes: 'Better the next day.',
    ingredients: '[Soup]\n1 kg tomatoes\n1 onion',
    instructions: 'Chop.\nSimmer 30 minutes.',
    folder: 'main',
    createdAt: new Date('2021-05-06T07:08:09Z'),
    updatedAt: new Date('2022-05-06T07:08:09Z'),
    rating: null,
    labels: ['soup'],
    images: ['https://images.example.com/soup.jpg'],
    ...fields,
  }
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function element(name: string, value: string | null | Date, indent: string): string {
  return value === null || value instanceof Date || value === ''
    ? `${indent}<${name}/>`
    : `${indent}<${name}>${escape(value)}</${name}>`
}

function xmlRecipe(recipe: RecipeSageRecipe): string {
  const inner = '        '
  const fields = [
    element('id', recipe.id, inner),
    element('title', recipe.title, inner),
    ...(
      [
        'description',
        'yield',
        'activeTime',
        'totalTime',
        'source',
        'url',
        'notes',
        'ingredients',
        'instructions',
      ] as const
    ).map((name) => element(name, recipe[name], inner)),
    element('folder', recipe.folder, inner),
    element('createdAt', recipe.createdAt, inner),
    element('updatedAt', recipe.updatedAt, inner),
    element('userId', 'u-1', inner),
    recipe.fromUser
      ? `${inner}<fromUser>\n${element('name', recipe.fromUser.name, `${inner}    `)}\n${element('email', recipe.fromUser.email, `${inner}    `)}\n${element('handle', recipe.fromUser.handle, `${inner}    `)}\n${inner}</fromUser>`
      : `${inner}<fromUser/>`,
    ...recipe.labels.map(
      (label) => `${inner}<labels>\n${element('title', label, `${inner}    `)}\n${inner}</labels>`,
    ),
    ...recipe.images.map(
      (location, index) =>
        `${inner}<images>\n${element('id', `img-${index}`, `${inner}    `)}\n${element('location', location, `${inner}    `)}\n${inner}</images>`,
    ),
  ]
  return `    <recipe>\n${fields.join('\n')}\n    </recipe>`
}

/** The XML export (data/export/xml), as xml-js wrote it. */
export function recipeSageXml(recipes: RecipeSageRecipe[]): Uint8Array {
  return strToU8(`<data>\n${recipes.map(xmlRecipe).join('\n')}\n</data>`)
}

/** The text export until late 2024: the database's keys, CRLF after each value and after each recipe. */
export function recipeSageDatabaseText(recipes: RecipeSageRecipe[]): Uint8Array {
  let text = '==== Recipes ====\n\n'
  for (const recipe of recipes) {
    const values: [string, unknown][] = [
      ['id', recipe.id],
      ['title', recipe.title],
      ...(
        [
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
        ] as const
      ).map((name): [string, unknown] => [name, recipe[name]]),
      ['userId', 'u-1'],
      ['labels', recipe.labels.join(', ')],
      ['images', recipe.images.join(', ')],
    ]
    for (const [key, value] of values) text += `${key}: ${String(value)}\r\n`
    text += '\r\n'
  }
  return strToU8(text)
}

/** The text export since late 2024 (capitalised keys); `nutrition` adds the block newer versions write. */
export function recipeSageSummaryText(recipes: RecipeSageRecipe[], nutrition = false): Uint8Array {
  let text = '==== Recipes ====\n\n'
  for (const recipe of recipes) {
    const lines = [
      `Title: ${recipe.title}`,
      `Description: ${String(recipe.description)}`,
      `Yield: ${String(recipe.yield)}`,
      `ActiveTime: ${String(recipe.activeTime)}`,
      `TotalTime: ${String(recipe.totalTime)}`,
      `Source: ${String(recipe.source)}`,
      `Url: ${String(recipe.url)}`,
      `Folder: ${recipe.folder}`,
      `Ingredients: ${String(recipe.ingredients)}`,
      `Instructions: ${String(recipe.instructions)}`,
      `Notes: ${String(recipe.notes)}`,
      `CreatedAt: ${recipe.createdAt.toString()}`,
      `UpdatedAt: ${recipe.updatedAt.toString()}`,
      `Rating: ${String(recipe.rating)}`,
      ...(nutrition
        ? Object.entries(recipe.nutrition ?? {}).map(([key, value]) => `Nutrition${key}: ${String(value)}`)
        : []),
      `Labels: ${recipe.labels.join(', ')}`,
      `Images: ${recipe.images.join(' ')}`,
    ]
    text += `${lines.join('\n')}\n\r\n`
  }
  return strToU8(text)
}

/** Every nutrition key the newer text export writes, in its order, none of them known. */
export const NO_NUTRITION: Record<string, string | null> = Object.fromEntries(
  [
    'ServingSize',
    'Calories',
    'TotalFat',
    'SaturatedFat',
    'TransFat',
    'PolyunsaturatedFat',
    'MonounsaturatedFat',
    'Cholesterol',
    'Sodium',
    'TotalCarbs',
    'DietaryFiber',
    'TotalSugars',
    'AddedSugars',
    'Protein',
    'VitaminD',
    'Calcium',
    'Iron',
    'Potassium',
    'OtherDetails',
  ].map((key) => [key, null]),
)
