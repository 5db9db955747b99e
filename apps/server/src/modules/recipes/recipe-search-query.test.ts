import { describe, expect, test } from 'vitest'
import { searchQueries, searchWords } from './recipe-search-query.ts'

describe('searchWords', () => {
  test.for([
    ['choc', ['choc']],
    ['choc  cake', ['choc', 'cake']],
    ["it's a & b", ['its', 'a', 'b']],
    ['crème', ['crème']],
    ['&&& !!', []],
    ["chicken' & | ! :* (", ['chicken']],
    ['soup soup', ['soup']],
    ['a b c d e f g h i j', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
  ] as const)('%j → %j', ([input, expected]) => {
    expect(searchWords(input)).toEqual(expected)
  })
})

describe('searchQueries', () => {
  test('every word is a prefix, joined with and', () => {
    expect(searchQueries(['choc', 'cake'], new Map())).toEqual({
      title: 'choc:* & cake:*',
      titleOrBody: 'choc:*AB & cake:*AB',
      anywhere: 'choc:* & cake:*',
    })
  })

  test('a misspelled word may also be one of its alternatives, matched whole', () => {
    const queries = searchQueries(['chiken', 'curry'], new Map([['chiken', ['chicken', 'chickpea']]]))
    expect(queries.title).toBe('(chiken:* | chicken | chickpea) & curry:*')
    expect(queries.titleOrBody).toBe('(chiken:*AB | chicken:AB | chickpea:AB) & curry:*AB')
  })
})
