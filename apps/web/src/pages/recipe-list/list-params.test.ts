import { describe, expect, test } from 'vitest'
import { formatLabelParam, listSearch, parseLabelParam, rawParam } from './list-params.ts'

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
