import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { reshapedContext, sampleContext, sampleFigures } from '../sections/sample-figures.ts'
import { notMeasured } from '../sections/section.ts'
import { keepPart, readKept } from './kept-figures.ts'

let folder: string
const PARTS = ['server', 'corpus', 'limits']
const quiet = () => undefined

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'kept-figures-'))
})
afterEach(async () => {
  await rm(folder, { recursive: true, force: true })
})

test('a part kept is read back with its run, its date a date again', async () => {
  const { server } = sampleFigures()
  await keepPart(folder, 'server', { run: sampleContext, figures: server }, false, quiet)
  const kept = await readKept(folder, PARTS, quiet)
  expect(kept.server).toEqual({ run: sampleContext, figures: server })
  expect(await readdir(folder)).toEqual(['server.json'])
})

test('a part that could not measure leaves the figures of its last run, unless it has none', async () => {
  const { corpus } = sampleFigures()
  const log: string[] = []
  await keepPart(folder, 'corpus', { run: sampleContext, figures: corpus }, false, quiet)
  const missing = notMeasured('there is no development corpus at ../x')
  expect(
    await keepPart(folder, 'corpus', { run: reshapedContext, figures: missing }, true, (line) =>
      log.push(line),
    ),
  ).toBe(false)
  expect((await readKept(folder, PARTS, quiet)).corpus).toEqual({ run: sampleContext, figures: corpus })
  expect(log).toEqual([expect.stringContaining('the figures of its last run stay')])

  await keepPart(folder, 'limits', { run: reshapedContext, figures: missing }, false, quiet)
  expect((await readKept(folder, PARTS, quiet)).limits?.figures).toEqual(missing)
})

test('a damaged file, or one of no part, is left out and named', async () => {
  await writeFile(path.join(folder, 'server.json'), '{"part": "server", "run": {')
  await writeFile(
    path.join(folder, 'corpus.json'),
    JSON.stringify({ part: 'server', run: { date: 'x' }, figures: {} }),
  )
  await writeFile(path.join(folder, 'retired.json'), '{}')
  const warnings: string[] = []
  expect(await readKept(folder, PARTS, (line) => warnings.push(line))).toEqual({})
  expect(warnings.sort()).toEqual([
    expect.stringMatching(/^corpus\.json: not the figures of this part/),
    'retired.json: no part of that name; left out',
    expect.stringMatching(/^server\.json: .*left out$/),
  ])
})

test('no folder yet is no figures', async () => {
  expect(await readKept(path.join(folder, 'absent'), PARTS, quiet)).toEqual({})
})
