import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import { openChowdown } from './chowdown.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, textMutationOf, fuzzRuns } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

// Small on purpose: parsing YAML is most of each run's time.
const page = `---
title: "Borscht борщ"
image: borscht.jpg
tags: soups winter
preptime: PT30M
ingredients:
- Soup: [3 beets, "[stock](https://example.com/s)"]
- Dill: to taste
directions: [Simmer & serve.]
---

Better the **next** day.
`

const site = (text: Uint8Array) =>
  zipSync({
    'site/_recipes/borscht.md': text,
    'site/images/borscht.jpg': fakeJpeg(1),
    'site/README.md': strToU8('#'),
  })

test('the unmutated files import', async () => {
  expect(await importCleanly(openChowdown, strToU8(page), FUZZ_LIMITS)).toBe(1)
  expect(await importCleanly(openChowdown, site(strToU8(page)), FUZZ_LIMITS)).toBe(1)
})

test('damaged pages end in a recipe or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(mutationOf(strToU8(page)), async (file) => {
      await importCleanly(openChowdown, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(4000) },
  )
})

test('damaged site zips, and damaged pages inside an intact zip', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        mutationOf(site(strToU8(page))),
        textMutationOf(page).map((t) => site(strToU8(t))),
      ),
      async (file) => {
        await importCleanly(openChowdown, file, FUZZ_LIMITS)
      },
    ),
    { numRuns: fuzzRuns(3000) },
  )
})
