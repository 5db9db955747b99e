import type { TMyProfile } from '@rosemary/shared/contract'
import { describe, expect, test } from 'vitest'
import { formFromProfile, isSameProfile, profileErrors, profileRequest } from './profile-form.ts'

const profile: TMyProfile = {
  id: 'me',
  name: 'Julia',
  handle: null,
  enableProfile: true,
  profileImages: [
    { id: 'img-b', url: '/b', thumbnailUrl: '/b-t', order: 1 },
    { id: 'img-a', url: '/a', thumbnailUrl: '/a-t', order: 0 },
  ],
  profileItems: [
    { id: 'i1', type: 'all-recipes', visibility: 'friends', title: '', label: null, recipe: null },
    {
      id: 'i2',
      type: 'label',
      visibility: 'public',
      title: 'Cakes',
      label: { id: 'label-1', title: 'cake' },
      recipe: null,
    },
    {
      id: 'i3',
      type: 'recipe',
      visibility: 'public',
      title: '',
      label: null,
      recipe: { id: 'recipe-1', title: 'Tart', imageUrl: null },
    },
  ],
}

describe('the profile form', () => {
  test('becomes the PUT body: pictures in their order, items by what they point at', () => {
    expect(profileRequest(formFromProfile(profile))).toEqual({
      name: 'Julia',
      enableProfile: true,
      profileImageIds: ['img-a', 'img-b'],
      profileItems: [
        { type: 'all-recipes', visibility: 'friends', title: '' },
        { type: 'label', visibility: 'public', title: 'Cakes', labelId: 'label-1' },
        { type: 'recipe', visibility: 'public', title: '', recipeId: 'recipe-1' },
      ],
    })
  })

  test('sends a handle only once one is typed', () => {
    const form = formFromProfile(profile)
    expect(profileRequest({ ...form, handle: ' julia_c ' }).handle).toBe('julia_c')
    expect('handle' in profileRequest({ ...form, handle: '  ' })).toBe(false)
  })

  test('is unchanged until something that would be sent changes', () => {
    const saved = formFromProfile(profile)
    expect(isSameProfile(saved, formFromProfile(profile))).toBe(true)
    expect(isSameProfile(saved, { ...saved, enableProfile: false })).toBe(false)
    expect(isSameProfile(saved, { ...saved, items: saved.items.slice(1) })).toBe(false)
    expect(isSameProfile(saved, { ...saved, images: [...saved.images].reverse() })).toBe(false)
  })
})

test('the server’s 400 fields land where they belong', () => {
  expect(
    profileErrors({
      handle: 'That handle is reserved',
      'profileItems.2.labelId': 'Choose a label',
      'profileItems.2.title': 'second message for the same item',
      profileItems: 'At most 50 profile items',
      'profileImageIds.3': 'Must be an id (UUID)',
      somethingElse: 'dropped',
    }),
  ).toEqual({
    handle: 'That handle is reserved',
    images: 'Must be an id (UUID)',
    items: 'At most 50 profile items',
    item: { 2: 'Choose a label' },
  })
  expect(profileErrors(undefined)).toEqual({ item: {} })
})
