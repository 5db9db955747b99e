import { expect, test } from 'vitest'
import { ImportFileError, type ImportFormat } from '../imported-recipe.ts'
import { openCookmate } from './cookmate.ts'
import { openFdx } from './fdx.ts'
import { openLivingCookbook } from './living-cookbook.ts'
import { openPaprika } from './paprika.ts'

const importers: [string, ImportFormat][] = [
  ['Paprika', openPaprika],
  ['Living Cookbook FDX', openFdx],
  ['Living Cookbook .lcb', openLivingCookbook],
  ['Cookmate', openCookmate],
]

// The upload limit is the route's; a large file that is none of these formats must not cost more than a look.
test.for(importers)('%s refuses 100 MB of something else at once', async ([, open]) => {
  const file = new Uint8Array(100 * 1024 * 1024).fill(0x41)
  const started = performance.now()
  await expect(open(file)).rejects.toThrow(ImportFileError)
  expect(performance.now() - started).toBeLessThan(3_000)
})
