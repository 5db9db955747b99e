/** Moving in from anywhere: a large classic-format import through import files, and recognising a large zip. */
import type { MovingFigures } from '../moving.bench.ts'
import { ENGINE_TABLE, engineRow, MiB, thousands } from './format.ts'
import type { Section } from './section.ts'

export const movingSection: Section<MovingFigures> = {
  heading: 'Moving in from anywhere (import files)',
  render: ({ mealMaster, recognition }) => {
    const row = (measure: string, cell: (engine: (typeof mealMaster.engines)[0]) => string, target = '') =>
      engineRow(mealMaster.engines, measure, cell, target)
    return [
      `A generated MealMaster file of ${thousands(mealMaster.recipes)} recipes (${MiB(mealMaster.bytes)}, no pictures) sent to`,
      '`POST /api/data/import/files`: recognised by its content, read through once in a worker before the',
      'request is answered, then read again by the job, the recipes stored in batches (a transaction each).',
      'The memory includes the worker thread that reads the file, which starts with the import, and on',
      "PGlite the database's own memory, which WebAssembly never gives back once grown.",
      '',
      ...ENGINE_TABLE,
      row(
        `${thousands(mealMaster.recipes)} MealMaster recipes: upload to job done`,
        (e) => `${e.seconds} s (${thousands(e.imported)} imported)`,
        '< 30 s on PGlite',
      ),
      row(
        '… server memory before the import → the most it held during it',
        (e) => `${e.beforeMiB} → ${e.peakMiB} MiB (+${e.peakMiB - e.beforeMiB})`,
      ),
      row(
        '… server memory with ¼, ½, ¾ and all of the recipes stored',
        (e) => `${e.quartersMiB.join(' → ')} MiB`,
        'flat',
      ),
      '',
      `Recognising a ${MiB(recognition.bytes)} zip (${thousands(recognition.entries)} entries, pictures that do not compress)`,
      `in the benchmark's process, median and slowest of ${recognition.rounds} rounds: ${recognition.medianMs} / ${recognition.maxMs} ms,`,
      `found ${recognition.format ?? 'nothing'} (target < 1 s, without unpacking it: the head, the directory and a few`,
      'kilobytes of the first members are read).',
      '',
    ]
  },
}
