import { describe, expect, test } from 'vitest'
import {
  formatLabelParam,
  listAddress,
  listFilters,
  listSearch,
  parseLabelParam,
  rawParam,
} from './list-params.ts'

describe('the labels parameter', () => {
  test('each label is encoded on its own and joined by commas', () => {
    expect(formatLabelParam(['quick & easy', 'sauces/dips', 'café', '100% rye'])).toBe(
      'quick%20%26%20easy,sauces%2Fdips,caf%C3%A9,100%25%20rye',
    )
  })

  test('round-trips through the query string', () => {
    const labels = ['quick & easy', 'café', '100% rye', 'a=b']
    const search = listSearch({ labels, userId: null })
    expect(parseLabelParam(rawParam(search, 'labels'))).toEqual(labels)
  })

  test('reads hand-written and half-encoded links sensibly', () => {
    expect(parseLabelParam('soup,quick+dinner')).toEqual(['soup', 'quick dinner'])
    expect(parseLabelParam('100%,rye')).toEqual(['100%', 'rye'])
  })

  test('an absent or empty parameter means no label filter', () => {
    expect(parseLabelParam(null)).toEqual([])
    expect(parseLabelParam('')).toEqual([])
    expect(parseLabelParam(',,')).toEqual([])
  })
})

test('listSearch keeps userId and leaves out what is empty', () => {
  expect(listSearch({ labels: [], userId: null })).toBe('')
  expect(listSearch({ labels: ['a'], userId: 'u-1' })).toBe('?labels=a&userId=u-1')
  expect(rawParam('?labels=a&userId=u-1', 'userId')).toBe('u-1')
})

describe('the list an address opens', () => {
  const home = '/list/main'
  test('the list path, with its query string', () => {
    expect(listAddress('#/list/inbox?labels=soup', home)).toEqual({ folder: 'inbox', search: '?labels=soup' })
    expect(listAddress('#/list/main', home)).toEqual({ folder: 'main', search: '' })
  })

  test('the bare address opens the home page, the list', () => {
    expect(listAddress('', home)).toEqual({ folder: 'main', search: '' })
    expect(listAddress('#/', home)).toEqual({ folder: 'main', search: '' })
  })

  test('any other page is not the list', () => {
    expect(listAddress('#/recipe/abc', home)).toBeNull()
    expect(listAddress('#/list/main/extra', home)).toBeNull()
    expect(listAddress('#/settings', home)).toBeNull()
  })
})

test('the filters come from the address and the list preferences', () => {
  const preferences = { sortBy: 'title', enableLabelIntersection: true, includeFriends: 'yes' } as const
  expect(listFilters('main', '?labels=soup,quick%20dinner', preferences)).toEqual({
    folder: 'main',
    otherUserId: null,
    filters: {
      folder: 'main',
      sort: 'title',
      labels: ['soup', 'quick dinner'],
      labelIntersection: true,
      userId: undefined,
      includeFriends: true,
    },
  })
  const theirs = listFilters('anything', '?userId=u%201', preferences)
  expect(theirs.folder).toBe('main')
  expect(theirs.otherUserId).toBe('u 1')
  expect(theirs.filters.includeFriends).toBe(false)
  expect(listFilters('inbox', '', preferences).filters.includeFriends).toBe(false)
})
