/** Reading the development corpus of saved recipe pages (see the corpus README): pages, answers, index. */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** Where the corpus lives unless told otherwise: beside the repository, in ../shared/dev-corpus. */
export const DEFAULT_CORPUS_DIR = resolve(import.meta.dirname, '../../../../shared/dev-corpus')

export interface ExpectedRecipe {
  title: string
  ingredients: string[]
  ingredientGroups: { ingredients: string[]; purpose: string | null }[]
  instructions: string[]
}

/**
 * Which part of the corpus a page is in. The clipper is tuned on the pages "looked at" only; the "held-out"
 * ones are only ever scored, in totals, so that their score says how the clipper does on pages nobody tuned
 * it for (as the hidden set of real pages judges it).
 */
export type CorpusPart = 'looked-at' | 'held-out'

export interface CorpusPage {
  site: string
  pageUrl: string
  html: string
  expected: ExpectedRecipe
  part: CorpusPart
  /** Whether the page carries a schema.org Recipe (JSON-LD or microdata), by the index's category. */
  structured: boolean
}

/**
 * The split, kept here so every run makes the same one. The index's first rows are the pages the clipper was
 * tuned on before the corpus grew (its README: all but the first 72 were added later): always looked at. Of
 * the others, one in three by a hash of the site's name is held out.
 */
export const TUNED_BEFORE_GROWTH = 72
const HELD_OUT_SALT = 'rosemary:'
const HELD_OUT_ONE_IN = 3

export function corpusPart(site: string, indexRow: number): CorpusPart {
  if (indexRow >= 0 && indexRow < TUNED_BEFORE_GROWTH) return 'looked-at'
  const first =
    createHash('sha256')
      .update(HELD_OUT_SALT + site)
      .digest()[0] ?? 0
  return first % HELD_OUT_ONE_IN === 0 ? 'held-out' : 'looked-at'
}

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index)
    if (quoted) {
      if (char === '"' && text.charAt(index + 1) === '"') [field, index] = [field + '"', index + 1]
      else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') [row, field] = [[...row, field], '']
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text.charAt(index + 1) === '\n') index += 1
      rows.push([...row, field])
      ;[row, field] = [[], '']
    } else field += char
  }
  if (field || row.length > 0) rows.push([...row, field])
  return rows
}

/** The page's address: the index's canonical_url when it is one, else the site's home page. */
export function pageUrlOf(site: string, canonical: string | undefined): string {
  if (canonical && /^https?:\/\//i.test(canonical)) return canonical
  return new URL(canonical?.startsWith('/') ? canonical : '/', `https://${site}/`).href
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

function readExpected(path: string): ExpectedRecipe {
  const data = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
  const groups = Array.isArray(data.ingredient_groups)
    ? (data.ingredient_groups as Record<string, unknown>[])
    : []
  return {
    title: typeof data.title === 'string' ? data.title : '',
    ingredients: strings(data.ingredients),
    ingredientGroups: groups.map((group) => ({
      ingredients: strings(group.ingredients),
      purpose: typeof group.purpose === 'string' ? group.purpose : null,
    })),
    instructions: strings(data.instructions_list),
  }
}

export function readCorpus(clipDir: string): CorpusPage[] {
  const indexPath = join(clipDir, 'INDEX.csv')
  const index = new Map<string, { canonical: string; row: number; category: string }>()
  if (existsSync(indexPath)) {
    const [header = [], ...rows] = parseCsv(readFileSync(indexPath, 'utf8'))
    const column = (name: string) => header.indexOf(name)
    rows.forEach((row, at) =>
      index.set(row[column('site')] ?? '', {
        canonical: row[column('canonical_url')] ?? '',
        row: at,
        category: row[column('category')] ?? '',
      }),
    )
  }
  return readdirSync(clipDir)
    .filter(
      (site) =>
        existsSync(join(clipDir, site, 'page.html')) && existsSync(join(clipDir, site, 'expected.json')),
    )
    .sort()
    .map((site) => {
      const entry = index.get(site)
      return {
        site,
        pageUrl: pageUrlOf(site, entry?.canonical),
        html: readFileSync(join(clipDir, site, 'page.html'), 'utf8'),
        expected: readExpected(join(clipDir, site, 'expected.json')),
        // A page the index does not list is new: scored apart like any other by its hash.
        part: corpusPart(site, entry?.row ?? -1),
        structured: entry ? entry.category !== 'neither' : true,
      }
    })
}
