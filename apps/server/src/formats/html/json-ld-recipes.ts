/** The schema.org Recipe objects in a page's `<script type="application/ld+json">` blocks, and the site they name. */
import type { CheerioAPI } from 'cheerio'
import { findRecipes } from '../schema-org/find-recipes.ts'
import { hasType, isSchemaObject, type SchemaObject, stringsOf } from '../schema-org/json-values.ts'
import { markupText } from '../schema-org/markup-lines.ts'
import { parseJsonLd } from '../schema-org/parse-json-ld.ts'
import { select } from './select-elements.ts'

/** Every JSON value of the page's JSON-LD blocks. */
export function readJsonLdDocuments($: CheerioAPI): unknown[] {
  return select($, 'script')
    .filter((script) => /ld\+json/i.test(script.attribs.type ?? ''))
    .flatMap((script) => parseJsonLd($(script).text()))
}

export function readJsonLdRecipes($: CheerioAPI, documents = readJsonLdDocuments($)): SchemaObject[] {
  return documents.flatMap((value) => findRecipes(value))
}

/** Deep enough for a `@graph` inside a list; a bound keeps hostile input from exhausting the stack. */
const MAX_DEPTH = 6

/** The page's top-level nodes: each document, the items of a list, the nodes of a `@graph`. */
function topNodes(value: unknown, depth: number, nodes: SchemaObject[]): SchemaObject[] {
  if (depth > MAX_DEPTH) return nodes
  if (Array.isArray(value)) for (const item of value) topNodes(item, depth + 1, nodes)
  else if (isSchemaObject(value)) {
    nodes.push(value)
    topNodes(value['@graph'], depth + 1, nodes)
  }
  return nodes
}

const siteNameOf = (site: SchemaObject) =>
  stringsOf(site.name)
    .map(markupText)
    .find((name) => name !== '' && !/^https?:\/\//i.test(name)) ?? ''

/**
 * The site the page's JSON-LD describes beside its recipe (SEO plugins put a WebSite, or the
 * Organization behind it, in every page's graph): its name, when the page has no og:site_name and the
 * recipe names no publisher. Only top-level nodes: an organisation inside another node is an author's,
 * a brand's or a product's.
 */
export function readJsonLdSiteName(documents: readonly unknown[]): string {
  const nodes = topNodes(documents, 0, [])
  for (const type of ['website', 'organization']) {
    const name = nodes
      .filter((node) => hasType(node, type))
      .map(siteNameOf)
      .find(Boolean)
    if (name) return name
  }
  return ''
}
