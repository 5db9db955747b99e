/** Import and export: a Paprika file with photos, and the JSON-LD export with the memory it takes. */
import type { ImportFigures } from '../imports.bench.ts'
import { ENGINE_TABLE, engineRow, MiB, thousands } from './format.ts'
import type { Section } from './section.ts'

export const importsSection: Section<ImportFigures> = {
  heading: 'Import and export',
  render: ({ paprikaRecipes, exportLibrary, engines }) => {
    const row = (measure: string, cell: (engine: (typeof engines)[0]) => string, target = '') =>
      engineRow(engines, measure, cell, target)
    const bytes = engines[0]?.paprikaBytes ?? 0
    return [
      'No cache serves these: every import and export reads or writes the database.',
      '',
      ...ENGINE_TABLE,
      row(
        `Paprika file of ${thousands(paprikaRecipes)} recipes, a photo in each (${MiB(bytes)}): upload to job done`,
        (e) => `${e.paprikaSeconds} s (${thousands(e.paprikaImported)} imported)`,
        '< 20 s',
      ),
      row(
        `JSON-LD export of a ${thousands(exportLibrary)}-recipe library (streamed)`,
        (e) => `${e.exportSeconds} s, ${MiB(e.exportBytes)}`,
      ),
      row(
        '… server memory before the export → the most it held during it',
        (e) => `${e.exportBeforeMiB} → ${e.exportPeakMiB} MiB (+${e.exportPeakMiB - e.exportBeforeMiB})`,
        '< 200 MB for the export',
      ),
      '',
      'What limits the import: it is bound by the CPU. Each photo is decoded and written again as a',
      "thumbnail and a full-size WebP at libwebp's lowest effort (the generated photos are JPEG noise, the",
      'hardest case for an encoder); each recipe is one transaction (on PGlite, on the server thread, most',
      'of it the search vectors, their indexes and the title-word trigger); and the file is unpacked twice,',
      'once before the 202 so that a bad file is refused whole. Pictures of the next few recipes are',
      'encoded on the thread pool while earlier recipes are saved, so the cores stay busy. The export holds',
      'one batch of recipes and one picture at a time, read along the title index.',
      '',
    ]
  },
}
