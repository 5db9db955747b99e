import { MAX_IMPORT_UPLOAD_BYTES } from '@rosemary/shared/contract'
import { describe, expect, test } from 'vitest'
import {
  acceptedExtensions,
  checkImportFile,
  isFileSource,
  megabytes,
  sourceOfJob,
} from './import-sources.ts'

describe('checkImportFile', () => {
  test.for([
    ['paprika', 'My Recipes.paprikarecipes', 'POST /data/import/paprika', 'paprikadb'],
    ['paprika', 'one.PAPRIKARECIPE', 'POST /data/import/paprika', 'paprikadb'],
    ['livingcookbook', 'Cookbook.lcb', 'POST /import/livingcookbook', 'lcbdb'],
    ['livingcookbook', 'export.fdx', 'POST /import/fdxz', 'fdxzdb'],
    ['livingcookbook', 'export.FDXZ', 'POST /import/fdxz', 'fdxzdb'],
    ['cookmate', 'backup.mcb', 'POST /data/import/cookmate', 'cookmatedb'],
    ['cookmate', 'recipes.xml', 'POST /data/import/cookmate', 'cookmatedb'],
    ['json-ld', 'rosemary-recipes-2026-01-02.json', 'POST /data/import/json-ld', 'jsonLD'],
    ['json-ld', 'recipes.jsonld', 'POST /data/import/json-ld', 'jsonLD'],
  ] as const)('%s: %s goes to %s in the field %s', ([source, name, endpoint, field]) => {
    expect(checkImportFile(source, { name, size: 10 })).toMatchObject({ ok: true, endpoint, field })
  })

  test('a file of another kind is refused before its size is looked at', () => {
    expect(checkImportFile('paprika', { name: 'recipes.json', size: 0 })).toEqual({
      ok: false,
      problem: 'type',
    })
    expect(checkImportFile('json-ld', { name: 'json', size: 10 })).toEqual({ ok: false, problem: 'type' })
    expect(checkImportFile('cookmate', { name: 'Cookbook.lcb', size: 10 })).toEqual({
      ok: false,
      problem: 'type',
    })
  })

  test('an empty file, and one over the upload limit, are refused', () => {
    expect(checkImportFile('paprika', { name: 'a.paprikarecipes', size: 0 })).toEqual({
      ok: false,
      problem: 'empty',
    })
    expect(
      checkImportFile('paprika', { name: 'a.paprikarecipes', size: MAX_IMPORT_UPLOAD_BYTES }),
    ).toMatchObject({
      ok: true,
    })
    expect(
      checkImportFile('paprika', { name: 'a.paprikarecipes', size: MAX_IMPORT_UPLOAD_BYTES + 1 }),
    ).toEqual({
      ok: false,
      problem: 'tooLarge',
    })
  })
})

test('the file picker offers every extension of the source', () => {
  expect(acceptedExtensions('livingcookbook')).toEqual(['.lcb', '.fdx', '.fdxz'])
  expect(acceptedExtensions('json-ld')).toEqual(['.json', '.jsonld'])
})

test('only the file sources have a file page', () => {
  expect(isFileSource('paprika')).toBe(true)
  expect(isFileSource('pepperplate')).toBe(false)
  expect(isFileSource('toString')).toBe(false)
  expect(isFileSource(undefined)).toBe(false)
})

test('sizes read in megabytes, rounded up', () => {
  expect(megabytes(MAX_IMPORT_UPLOAD_BYTES)).toBe('64')
  expect(megabytes(1.25 * 1024 * 1024)).toBe('1.3')
  expect(megabytes(80.2 * 1024 * 1024)).toBe('81')
})

test('a job names its source by its type', () => {
  expect(sourceOfJob('import:fdx')).toBe('livingcookbook')
  expect(sourceOfJob('import:jsonLd')).toBe('json-ld')
  expect(sourceOfJob('export:pdf')).toBeNull()
})
