import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { corpusPart, pageUrlOf, parseCsv, readCorpus, TUNED_BEFORE_GROWTH } from './clip-corpus.ts'

const folder = mkdtempSync(join(tmpdir(), 'clip-corpus-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

test('parseCsv reads quoted fields with commas, quotes and line breaks', () => {
  expect(parseCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\nlast,,\n')).toEqual([
    ['a', 'b', 'c'],
    ['x, y', 'say "hi"', 'two\nlines'],
    ['last', '', ''],
  ])
})

test('pageUrlOf takes the canonical address only when it is one', () => {
  expect(pageUrlOf('x.example', 'https://x.example/soup')).toBe('https://x.example/soup')
  expect(pageUrlOf('x.example', '/soup')).toBe('https://x.example/soup')
  expect(pageUrlOf('x.example', 'x.example')).toBe('https://x.example/')
  expect(pageUrlOf('x.example', undefined)).toBe('https://x.example/')
})

test('readCorpus reads each site’s page, answer and address', () => {
  const site = join(folder, 'clip', 'soup.example')
  mkdirSync(site, { recursive: true })
  writeFileSync(join(site, 'page.html'), '<h1>Soup</h1>')
  writeFileSync(
    join(site, 'expected.json'),
    JSON.stringify({
      title: 'Soup',
      ingredients: ['1 leek'],
      ingredient_groups: [{ ingredients: ['1 leek'], purpose: 'Base' }],
      instructions_list: ['Boil.'],
    }),
  )
  mkdirSync(join(folder, 'clip', 'no-answer.example'))
  writeFileSync(
    join(folder, 'clip', 'INDEX.csv'),
    'site,canonical_url,category\nsoup.example,https://soup.example/leek,neither\n',
  )
  expect(readCorpus(join(folder, 'clip'))).toEqual([
    {
      site: 'soup.example',
      pageUrl: 'https://soup.example/leek',
      html: '<h1>Soup</h1>',
      expected: {
        title: 'Soup',
        ingredients: ['1 leek'],
        ingredientGroups: [{ ingredients: ['1 leek'], purpose: 'Base' }],
        instructions: ['Boil.'],
      },
      part: 'looked-at',
      structured: false,
    },
  ])
})

test('corpusPart: the pages tuned on before the corpus grew are looked at; of the rest, a third held out', () => {
  expect(corpusPart('any.example', 0)).toBe('looked-at')
  expect(corpusPart('any.example', TUNED_BEFORE_GROWTH - 1)).toBe('looked-at')
  const sites = Array.from({ length: 3000 }, (_, index) => `site-${index}.example`)
  const heldOut = sites.filter((site) => corpusPart(site, TUNED_BEFORE_GROWTH) === 'held-out')
  expect(heldOut.length).toBeGreaterThan(900)
  expect(heldOut.length).toBeLessThan(1100)
  // The same site is always in the same part, whatever its row after the first ones.
  for (const site of heldOut.slice(0, 50)) expect(corpusPart(site, 500)).toBe('held-out')
  // A page the index does not list (row -1) is split by its hash too.
  expect(heldOut.every((site) => corpusPart(site, -1) === 'held-out')).toBe(true)
})

test('measure:clip skips cleanly when the corpus is absent', () => {
  const script = resolve(import.meta.dirname, 'measure-clip.ts')
  const output = execFileSync(process.execPath, [script, join(folder, 'missing')], { encoding: 'utf8' })
  expect(output).toMatch(/No clip corpus at .*missing.*nothing to measure/)
})

test('measure:clip reports a corpus it finds', () => {
  const output = execFileSync(process.execPath, [resolve(import.meta.dirname, 'measure-clip.ts'), folder], {
    encoding: 'utf8',
  })
  expect(output).toMatch(/soup\.example/)
  expect(output).toMatch(/1 pages/)
})
