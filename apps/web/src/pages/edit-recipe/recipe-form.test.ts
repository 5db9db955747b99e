import type { TRecipe } from '@rosemary/shared/contract'
import { expect, test } from 'vitest'
import {
  bodyFromForm,
  EMPTY_FORM,
  formForCopy,
  formFromRecipe,
  isSameForm,
  parseRecipeForm,
} from './recipe-form.ts'

const recipe: TRecipe = {
  id: 'r1',
  userId: 'u1',
  fromUser: null,
  title: 'Soup',
  description: 'Warm',
  yield: '4',
  activeTime: '',
  totalTime: '1 h',
  source: '',
  url: '',
  notes: '',
  ingredients: '1 onion',
  instructions: 'Cook.',
  folder: 'main',
  rating: 3,
  labels: [{ id: 'l1', title: 'dinner' }],
  images: [{ id: 'i1', url: '/full', thumbnailUrl: '/thumb', order: 0 }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  isOwner: true,
}

test('a recipe becomes a form and the form the request body, images as ordered ids', () => {
  const form = formFromRecipe(recipe)
  expect(form.labels).toEqual(['dinner'])
  expect(bodyFromForm(form)).toMatchObject({ title: 'Soup', rating: 3, labels: ['dinner'], imageIds: ['i1'] })
  expect(bodyFromForm(form)).not.toHaveProperty('images')
})

test('the form is unchanged until a field changes', () => {
  const form = formFromRecipe(recipe)
  expect(isSameForm(form, formFromRecipe(recipe))).toBe(true)
  expect(isSameForm({ ...form, notes: 'x' }, form)).toBe(false)
  expect(isSameForm({ ...EMPTY_FORM }, EMPTY_FORM)).toBe(true)
})

test("a copy of someone else's recipe takes its text and pictures, not their rating or labels", () => {
  const copy = formForCopy({ ...recipe, isOwner: false })
  expect(copy).toMatchObject({ title: 'Soup', ingredients: '1 onion', rating: null, labels: [] })
  expect(copy.images).toEqual([{ id: 'i1', thumbnailUrl: '/thumb' }])
})

test('a stored form reads back as it was; anything else reads as none', () => {
  const form = formFromRecipe(recipe)
  expect(parseRecipeForm(JSON.parse(JSON.stringify(form)))).toEqual(form)
  expect(parseRecipeForm({ ...form, extra: 'dropped' })).toEqual(form)
  for (const damaged of [
    null,
    'text',
    [],
    { ...form, title: 1 },
    { ...form, notes: undefined },
    { ...form, rating: 6 },
    { ...form, rating: 2.5 },
    { ...form, labels: 'dinner' },
    { ...form, labels: [1] },
    { ...form, images: [{ id: 'i1' }] },
  ]) {
    expect(parseRecipeForm(damaged), JSON.stringify(damaged)).toBeNull()
  }
})
