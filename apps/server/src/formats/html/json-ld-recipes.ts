/** The schema.org Recipe objects in a page's `<script type="application/ld+json">` blocks. */
import type { CheerioAPI } from 'cheerio'
import { findRecipes } from '../schema-org/find-recipes.ts'
import type { SchemaObject } from '../schema-org/json-values.ts'
import { parseJsonLd } from '../schema-org/parse-json-ld.ts'
import { select } from './select-elements.ts'

export function readJsonLdRecipes($: CheerioAPI): SchemaObject[] {
  return select($, 'script')
    .filter((script) => /ld\+json/i.test(script.attribs.type ?? ''))
    .flatMap((script) => parseJsonLd($(script).text()).flatMap((value) => findRecipes(value)))
}
