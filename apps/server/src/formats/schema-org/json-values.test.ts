import { expect, test } from 'vitest'
import { firstString, propertyOf, stringsOf, typesOf, valuesOf } from './json-values.ts'

test('valuesOf makes a list of anything', () => {
  expect(valuesOf(undefined)).toEqual([])
  expect(valuesOf(null)).toEqual([])
  expect(valuesOf('a')).toEqual(['a'])
  expect(valuesOf(['a', 'b'])).toEqual(['a', 'b'])
})

test('typesOf lowercases and drops vocabularies', () => {
  expect(typesOf({ '@type': ['schema:Recipe', 'http://schema.org/HowToStep', 'Thing'] })).toEqual([
    'recipe',
    'howtostep',
    'thing',
  ])
  expect(typesOf({ name: 'x' })).toEqual([])
})

test('propertyOf finds a property written in another case', () => {
  expect(propertyOf({ RecipeIngredient: ['egg'] }, 'recipeIngredient')).toEqual(['egg'])
  expect(propertyOf({ name: 'x' }, 'description')).toBeUndefined()
})

test('stringsOf reads strings, numbers, named objects and nested lists', () => {
  expect(stringsOf(['a', 4, { name: 'b' }, { other: 'c' }, [['d']], null, true])).toEqual([
    'a',
    '4',
    'b',
    'd',
  ])
  expect(stringsOf({ url: 'u', name: 'n' }, ['url'])).toEqual(['u'])
})

test('firstString skips blanks', () => {
  expect(firstString(['  ', 'Soup'])).toBe('Soup')
  expect(firstString(undefined)).toBe('')
})

test('stringsOf reads lists nested a dozen deep, leaves deeper ones, and takes lists of any length', () => {
  let deep: unknown = ['deepest']
  for (let level = 0; level < 100_000; level++) deep = [deep]
  expect(stringsOf(['top', [['nested']], deep])).toEqual(['top', 'nested'])
  expect(stringsOf(Array.from({ length: 300_000 }, () => '1 egg'))).toHaveLength(300_000)
  expect(stringsOf([Array.from({ length: 300_000 }, () => '1 egg')])).toHaveLength(300_000)
})
