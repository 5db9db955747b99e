import type { TRecipe } from '@rosemary/shared/contract'
import { expect, test } from 'vitest'
import { bodyFromForm, EMPTY_FORM, formFromRecipe, isSameForm } from './recipe-form.ts'

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
