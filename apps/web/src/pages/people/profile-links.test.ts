import type { TProfileItem } from '@rosemary/shared/contract'
import { expect, test } from 'vitest'
import { profileItemPath, profileItemTitle } from './profile-links.ts'

const OWNER = '0b0e8e8a-5d7e-4f53-9f5e-111111111111'
const item = (changes: Partial<TProfileItem>): TProfileItem => ({
  id: 'item',
  type: 'all-recipes',
  visibility: 'public',
  title: '',
  label: null,
  recipe: null,
  ...changes,
})

test('all recipes open the owner’s list, read-only', () => {
  expect(profileItemPath(OWNER, item({}))).toBe(`/list/main?userId=${OWNER}`)
})

test('a label opens the owner’s list filtered by it, the label encoded as the list expects', () => {
  const label = { id: 'l', title: 'sweet & sour' }
  expect(profileItemPath(OWNER, item({ type: 'label', label }))).toBe(
    `/list/main?labels=sweet%20%26%20sour&userId=${OWNER}`,
  )
})

test('a recipe opens the recipe page', () => {
  const recipe = { id: 'r1', title: 'Tart', imageUrl: null }
  expect(profileItemPath(OWNER, item({ type: 'recipe', recipe }))).toBe('/recipe/r1')
})

test('an item is called by its title, else by what it points at', () => {
  expect(profileItemTitle(item({ title: ' Weeknights ' }))).toBe('Weeknights')
  expect(profileItemTitle(item({ type: 'label', label: { id: 'l', title: 'soup' } }))).toBe('soup')
  expect(profileItemTitle(item({}))).toBeNull()
})
