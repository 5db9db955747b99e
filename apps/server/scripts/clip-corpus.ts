/** Reading the development corpus of saved recipe pages (see the corpus README): pages, answers, index. */
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

export interface CorpusPage {
  site: string
  pageUrl: string
  html: string
  expected: ExpectedRecipe
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
  const canonical = new Map<string, string>()
  if (existsSync(indexPath)) {
    const [header = [], ...rows] = parseCsv(readFileSync(indexPath, 'utf8'))
    const siteColumn = header.indexOf('site')
    const urlColumn = header.indexOf('canonical_url')
    for (const row of rows) canonical.set(row[siteColumn] ?? '', row[urlColumn] ?? '')
  }
  return readdirSync(clipDir)
    .filter(
      (site) =>
        existsSync(join(clipDir, site, 'page.html')) && existsSync(join(clipDir, site, 'expected.json')),
    )
    .sort()
    .map((site) => ({
      site,
      pageUrl: pageUrlOf(site, canonical.get(site)),
      html: readFileSync(join(clipDir, site, 'page.html'), 'utf8'),
      expected: readExpected(join(clipDir, site, 'expected.json')),
    }))
}
