/**
 * Damaged copies of valid files for property tests: bit flips, truncations, splices and overwrites, as
 * disks, downloads and attackers produce them. Containers are checksummed, so tests also damage the payload
 * and wrap it again to reach the layers inside.
 */
import fc from 'fast-check'
import { expect } from 'vitest'
import {
  ImportFileError,
  type ImportFormat,
  type ImportItem,
  type ImportLimits,
} from '../../imported-recipe.ts'

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

export function mutationOf(original: Uint8Array): fc.Arbitrary<Uint8Array> {
  const position = fc.nat({ max: Math.max(0, original.length - 1) })
  const flips = fc
    .array(fc.tuple(position, fc.nat({ max: 7 })), { minLength: 1, maxLength: 8 })
    .map((list) => {
      const copy = original.slice()
      for (const [at, bit] of list) copy[at] = (copy[at] ?? 0) ^ (1 << bit)
      return copy
    })
  const truncation = fc.nat({ max: original.length }).map((length) => original.slice(0, length))
  const splice = fc.tuple(position, position, fc.uint8Array({ maxLength: 64 })).map(([a, b, inserted]) => {
    const [from, to] = a <= b ? [a, b] : [b, a]
    return concat(original.subarray(0, from), inserted, original.subarray(to))
  })
  const overwrite = fc.tuple(position, fc.uint8Array({ minLength: 1, maxLength: 32 })).map(([at, bytes]) => {
    const copy = original.slice()
    copy.set(bytes.subarray(0, copy.length - at), at)
    return copy
  })
  const repeat = fc.tuple(position, position, fc.nat({ max: 512 })).map(([from, to, length]) => {
    const copy = original.slice()
    copy.set(original.subarray(from, from + length).subarray(0, copy.length - to), to)
    return copy
  })
  return fc.oneof(flips, truncation, splice, overwrite, repeat)
}

/** Text damaged the same ways, decoded back to a string (for payloads that get wrapped again). */
export function textMutationOf(text: string): fc.Arbitrary<string> {
  return mutationOf(new TextEncoder().encode(text)).map((bytes) => new TextDecoder().decode(bytes))
}

function expectSaneItem(item: ImportItem): void {
  if ('failure' in item) {
    expect(typeof item.failure.reason).toBe('string')
    return
  }
  const { recipe } = item
  expect(recipe.title.length).toBeGreaterThan(0)
  expect(recipe.title.length).toBeLessThanOrEqual(255)
  expect(recipe.rating === null || (recipe.rating >= 1 && recipe.rating <= 5)).toBe(true)
  for (const image of recipe.images) expect(image.kind === 'url' || image.data.length > 0).toBe(true)
}

/**
 * Opens and reads a whole file the way an import job does. Returns "refused" for ImportFileError and the
 * number of items otherwise; any other exception fails the test, and so does a run slower than three
 * seconds: a guard against a hang, loose for a machine running other test files at once (a file takes
 * milliseconds; one took 1.1 s while the linter ran beside three test workers).
 */
export async function importCleanly(open: ImportFormat, file: Uint8Array, limits: ImportLimits) {
  const started = performance.now()
  let outcome: 'refused' | number = 0
  try {
    const opened = await open(file, limits)
    for await (const item of opened.items()) {
      expectSaneItem(item)
      outcome++
    }
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error
    expect(error.message.length).toBeGreaterThan(0)
    outcome = 'refused'
  }
  expect(performance.now() - started).toBeLessThan(3000)
  return outcome
}

const FUZZ_SCALE = Number(process.env.FUZZ_SCALE ?? '1') || 1

/** A property's runs: as many as the suite affords, times FUZZ_SCALE for the longer run of `npm run fuzz`. */
export const fuzzRuns = (runs: number) => Math.max(1, Math.round(runs * FUZZ_SCALE))

export const FUZZ_LIMITS: ImportLimits = { maxUnpackedBytes: 8 * 1024 * 1024, maxEntries: 1000 }
