import { describe, expect, test } from 'vitest'
import { ImportFileError } from '../../imported-recipe.ts'
import {
  baseName,
  entryFolder,
  isAbsoluteReference,
  isSystemJunk,
  normalizeEntryName,
  resolveReference,
} from './entry-names.ts'

describe('normalizeEntryName', () => {
  test.for([
    ['recipe.xml', 'recipe.xml'],
    ['images/pie.jpg', 'images/pie.jpg'],
    ['./images//pie.jpg', 'images/pie.jpg'],
    ['images/', 'images/'],
    ['Rezepte/Käsekuchen.paprikarecipe', 'Rezepte/Käsekuchen.paprikarecipe'],
    ['a..b/c..', 'a..b/c..'],
  ] as const)('%j → %j', ([name, expected]) => {
    expect(normalizeEntryName(name)).toBe(expected)
  })

  test.for([
    ['../evil.jpg', 'outside'],
    ['images/../../evil.jpg', 'outside'],
    ['/etc/passwd', 'absolute'],
    ['C:/Windows/win.ini', 'absolute'],
    ['images\\pie.jpg', 'backslashes'],
    ['..\\..\\evil.jpg', 'backslashes'],
    ['a\0b', 'NUL'],
  ] as const)('refuses %j (%s)', ([name, why]) => {
    expect(() => normalizeEntryName(name)).toThrow(ImportFileError)
    expect(() => normalizeEntryName(name)).toThrow(why)
  })
})

describe('resolveReference', () => {
  test.for([
    ['', 'pie.jpg', 'pie.jpg'],
    ['book', 'images/pie.jpg', 'book/images/pie.jpg'],
    ['book', './pie.jpg', 'book/pie.jpg'],
    ['book/sub', '../pie.jpg', 'book/pie.jpg'],
    ['book', 'Images\\pie.jpg', 'book/Images/pie.jpg'],
    ['book', '../../pie.jpg', null],
    ['', '../pie.jpg', null],
    ['book', '/storage/emulated/0/pie.jpg', null],
    ['book', 'C:\\Pictures\\pie.jpg', null],
    ['book', 'https://example.com/pie.jpg', null],
    ['book', '   ', null],
  ] as const)('%j + %j → %j', ([folder, reference, expected]) => {
    expect(resolveReference(folder, reference)).toBe(expected)
  })
})

test('isSystemJunk: what macOS, Finder and Explorer add to a zip, and nothing a recipe app writes', () => {
  const junk = ['__MACOSX/._pie.json', '__MACOSX/book/pie.json', 'book/._pie.jpg', '.DS_Store', 'a/Thumbs.db']
  expect(junk.filter((name) => !isSystemJunk(name))).toEqual([])
  const kept = ['pie.json', 'book/images/pie.jpg', 'recipes/_macosx.txt', '.hidden-book/pie.json']
  expect(kept.filter(isSystemJunk)).toEqual([])
})

test('entryFolder and baseName split paths with either separator', () => {
  expect(entryFolder('a/b/c.xml')).toBe('a/b')
  expect(entryFolder('c.xml')).toBe('')
  expect(baseName('C:\\Pictures\\pie.jpg')).toBe('pie.jpg')
  expect(baseName('/storage/x/pie.jpg')).toBe('pie.jpg')
})

test('isAbsoluteReference tells disk paths and addresses from relative references', () => {
  expect(['/sdcard/pie.jpg', 'C:\\Pictures\\pie.jpg', 'file:///pie.jpg'].map(isAbsoluteReference)).toEqual([
    true,
    true,
    true,
  ])
  expect(['pie.jpg', 'images\\pie.jpg', '../pie.jpg'].map(isAbsoluteReference)).toEqual([false, false, false])
})
