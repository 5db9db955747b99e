/** The offline recipe book's first fill (issue 15): how long until it reads offline and is whole, and its storage. */
import type { OfflineBookFigures } from '../offline-book.bench.ts'
import type { Section } from './section.ts'

const kinds = (byKind: Record<string, number>) =>
  Object.entries(byKind)
    .map(([kind, value]) => `${kind} ${value}`)
    .join(', ')

export const offlineBookSection: Section<OfflineBookFigures> = {
  heading: 'Offline recipe book',
  render: ({ recipes, link, picturesUploadSeconds, readableSeconds, fillSeconds, storageMiB }) => [
    `A PGlite server with ${recipes} recipes of one photo-like picture each (uploaded through the API in`,
    `${picturesUploadSeconds} s before the browser starts); Chromium's network emulated at ${link.mbit} Mbit/s with ${link.latencyMs} ms latency;`,
    'the book turned on in settings and timed from navigation: readable offline when every recipe and label',
    'is in the copy (pages read it from then), whole when the last thumbnail is kept; storage from',
    '`navigator.storage.estimate()` with its split by kind.',
    '',
    '| measure | value | target |',
    '|---|---|---|',
    `| first fill, recipes readable offline | ${readableSeconds} s |  |`,
    `| first fill, recipes and their thumbnails | ${fillSeconds} s | < 60 s |`,
    `| browser storage after the fill | ${storageMiB.total} MiB (${kinds(storageMiB.byKind)}) | < 50 MB |`,
    '',
  ],
}
