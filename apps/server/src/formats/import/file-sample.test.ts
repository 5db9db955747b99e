import { gzipSync, strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import { SAMPLE_BYTES, sampleOf } from './file-sample.ts'

test('a zip is sampled by its member names, folders and resource forks left out', () => {
  const zip = zipSync({ 'book/': {}, 'book/a.json': strToU8('{}'), '__MACOSX/._a.json': strToU8('x') })
  expect(sampleOf(zip).members).toEqual(['book/a.json'])
})

test('text is sampled from its start only; a truncated zip has no members', () => {
  const long = strToU8('MMMMM----- Recipe via Meal-Master\n'.padEnd(SAMPLE_BYTES * 2, 'x'))
  const sample = sampleOf(long)
  expect(sample.head.length).toBe(SAMPLE_BYTES)
  expect(sample.text.startsWith('MMMMM----- Recipe via Meal-Master')).toBe(true)
  expect(sample.members).toBeNull()
  const zip = zipSync({ 'a.txt': strToU8('hello') })
  expect(sampleOf(zip.subarray(0, zip.length - 10)).members).toBeNull()
})

test('the starts of the first members that are not pictures, as text', () => {
  const zip = zipSync({
    'images/pie.jpg': new Uint8Array([0xff, 0xd8, 0xff]),
    'recipes/pie.xml': strToU8('<?xml version="1.0"?>\n<cookbook>'),
    'notes.txt': strToU8('Käse'),
  })
  expect(sampleOf(zip).memberHeads).toEqual([
    { name: 'recipes/pie.xml', text: '<?xml version="1.0"?>\n<cookbook>' },
    { name: 'notes.txt', text: 'Käse' },
  ])
})

test('a gzip is sampled by the start of what it holds', () => {
  const gzip = gzipSync(strToU8('<?xml version="1.0"?>\n<krecipes>'))
  expect(new TextDecoder().decode(sampleOf(gzip).gzipHead ?? undefined)).toBe(
    '<?xml version="1.0"?>\n<krecipes>',
  )
  expect(sampleOf(strToU8('plain text')).gzipHead).toBeNull()
})
