/**
 * Every name, title, list item and message the contract takes is read through ZSingleLine or ZMultiLine
 * (rules/plain-text.ts): what a request sends with a right-to-left override or a control character comes
 * out without it, whichever endpoint it goes to.
 */
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { type EndpointName, endpoints } from './index.ts'

const ID = '00000000-0000-4000-8000-000000000001'
const DAY = '2030-01-01'

type Row = [
  endpoint: EndpointName,
  field: string,
  body: (text: string) => unknown,
  read: (output: never) => string,
  lines: 'one' | 'several',
]

const FIELDS: Row[] = [
  [
    'POST /users/register',
    'name',
    (name) => ({ name, email: 'a@b.co', password: 'long enough' }),
    (o: { name: string }) => o.name,
    'one',
  ],
  ['PUT /users/', 'name', (name) => ({ name }), (o: { name: string }) => o.name, 'one'],
  ['PUT /users/profile', 'name', (name) => ({ name }), (o: { name: string }) => o.name, 'one'],
  [
    'PUT /users/profile',
    'profile item title',
    (title) => ({ profileItems: [{ type: 'all-recipes', visibility: 'public', title }] }),
    (o: { profileItems: { title: string }[] }) => o.profileItems[0]!.title,
    'one',
  ],
  ['POST /recipes', 'title', (title) => ({ title }), (o: { title: string }) => o.title, 'one'],
  ['PUT /recipes/:id', 'title', (title) => ({ title }), (o: { title: string }) => o.title, 'one'],
  [
    'POST /recipes',
    'label',
    (label) => ({ title: 'x', labels: [label] }),
    (o: { labels: string[] }) => o.labels[0]!,
    'one',
  ],
  [
    'POST /recipes',
    'notes',
    (notes) => ({ title: 'x', notes }),
    (o: { notes: string }) => o.notes,
    'several',
  ],
  [
    'POST /recipes',
    'ingredients',
    (text) => ({ title: 'x', ingredients: text }),
    (o: { ingredients: string }) => o.ingredients,
    'several',
  ],
  [
    'POST /labels',
    'title',
    (title) => ({ title, recipeIds: [ID] }),
    (o: { title: string }) => o.title,
    'one',
  ],
  ['PUT /labels/:id', 'title', (title) => ({ title }), (o: { title: string }) => o.title, 'one'],
  ['POST /shopping-lists', 'title', (title) => ({ title }), (o: { title: string }) => o.title, 'one'],
  ['PUT /shopping-lists/:id', 'title', (title) => ({ title }), (o: { title: string }) => o.title, 'one'],
  [
    'POST /shopping-lists/:id/items',
    'item',
    (title) => [{ title }],
    (o: { title: string }[]) => o[0]!.title,
    'one',
  ],
  [
    'PUT /shopping-lists/:id/items',
    'item',
    (title) => ({ itemIds: [ID], title }),
    (o: { title: string }) => o.title,
    'one',
  ],
  ['POST /meal-plans', 'title', (title) => ({ title }), (o: { title: string }) => o.title, 'one'],
  ['PUT /meal-plans/:id', 'title', (title) => ({ title }), (o: { title: string }) => o.title, 'one'],
  [
    'POST /meal-plans/:id/items',
    'meal',
    (title) => [{ title, scheduledDate: DAY, meal: 'dinner' }],
    (o: { title: string }[]) => o[0]!.title,
    'one',
  ],
  [
    'POST /meal-plans/:id/items',
    'notes',
    (notes) => [{ title: 'x', notes, scheduledDate: DAY, meal: 'dinner' }],
    (o: { notes: string }[]) => o[0]!.notes,
    'several',
  ],
  [
    'PUT /meal-plans/:id/items/:itemId',
    'meal',
    (title) => ({ title }),
    (o: { title: string }) => o.title,
    'one',
  ],
  ['POST /messages', 'body', (body) => ({ to: ID, body }), (o: { body: string }) => o.body, 'several'],
]

const bodyOf = (endpoint: EndpointName) => (endpoints[endpoint] as { body: z.ZodType }).body

describe('names, titles, items and messages in requests', () => {
  test.for(FIELDS)('%s %s: no override, no control character', ([endpoint, , body, read, lines]) => {
    const parsed = bodyOf(endpoint).parse(body(' \u202Egnp.exe\u0007 and\u2066 more\u2069\nnext '))
    const text = read(parsed as never)
    // Trimming is each field's own affair (a recipe's text is not trimmed).
    expect(text.toLowerCase().trim()).toBe(
      lines === 'one' ? 'gnp.exe and more next' : 'gnp.exe and more\nnext',
    )
  })

  test.for(FIELDS)('%s %s: right-to-left letters stay', ([endpoint, , body, read]) => {
    const parsed = bodyOf(endpoint).parse(body('עוגת תפוחים كعكة'))
    expect(read(parsed as never)).toBe('עוגת תפוחים كعكة')
  })

  test.for(FIELDS.filter((row) => row[4] === 'one' && row[1] !== 'profile item title'))(
    '%s %s: one of nothing but controls is empty, and refused',
    ([endpoint, , body]) => {
      expect(bodyOf(endpoint).safeParse(body('\u202E\u0001 ')).success).toBe(false)
    },
  )
})
