/**
 * Where a recipe comes from: `source` is a name (what it is based on, else its credit line, else the
 * publisher, else the authors) and `url` the page (url, else mainEntityOfPage, else the address it is based on).
 */
import { isSchemaObject, propertyOf, stringsOf, typesOf, valuesOf, type SchemaObject } from './json-values.ts'
import { markupText } from './markup-lines.ts'

const isAddress = (text: string) => /^https?:\/\//i.test(text.trim())

function names(value: unknown): string[] {
  return stringsOf(value, ['name', 'alternateName'])
    .map(markupText)
    .filter((name) => name && !isAddress(name))
}

export function readSourceName(recipe: SchemaObject): string {
  const basedOn = names(propertyOf(recipe, 'isBasedOn'))
  if (basedOn.length > 0) return basedOn.join(', ')
  // The credit line a recipe app writes its "source" field into (RecipeSage's export does).
  const credit = stringsOf(propertyOf(recipe, 'creditText'))
    .map(markupText)
    .filter((text) => text && !isAddress(text))
  if (credit.length > 0) return credit.join(', ')
  const publisher = names(propertyOf(recipe, 'publisher'))
  if (publisher.length > 0) return publisher[0] ?? ''
  return [...new Set(names(propertyOf(recipe, 'author')))].slice(0, 3).join(', ')
}

function addresses(value: unknown): string[] {
  return valuesOf(value).flatMap((item) => {
    if (typeof item === 'string') return isAddress(item) ? [item.trim()] : []
    if (!isSchemaObject(item)) return []
    return [item.url, item['@id']].filter(
      (field): field is string => typeof field === 'string' && isAddress(field),
    )
  })
}

export function readSourceUrl(recipe: SchemaObject): string {
  for (const name of ['url', 'mainEntityOfPage', 'isBasedOn', 'sameAs']) {
    const address = addresses(propertyOf(recipe, name))[0]
    if (address !== undefined) return address.replace(/#.*$/, '')
  }
  return ''
}

/** Types of a node whose name is the site's, not a page's or a post's. */
const SITE_TYPES = ['website', 'blog', 'periodical', 'organization', 'newsmediaorganization', 'corporation']

/**
 * The site's name from what a recipe is part of (schema.org `isPartOf`, and the page it is the main
 * entity of): a WebSite (or blog, periodical, organisation) up that chain names the site; a page or an
 * article on the way names only itself, so its name is not taken, but its publisher's is. A few steps
 * only: graphs link a recipe to its article, the article to its page, the page to its site.
 */
function partOfSiteName(node: unknown, steps: number): string {
  if (steps === 0) return ''
  for (const item of valuesOf(node)) {
    if (!isSchemaObject(item)) continue
    if (typesOf(item).some((type) => SITE_TYPES.includes(type))) {
      const [name] = names(item)
      if (name) return name
    }
    const [publisher] = names(propertyOf(item, 'publisher'))
    if (publisher) return publisher
    const up = partOfSiteName(propertyOf(item, 'isPartOf'), steps - 1)
    if (up) return up
  }
  return ''
}

/**
 * The publisher's name alone: a clipped page's site, when the page does not name itself. Else the site
 * the recipe is part of, or its page is.
 */
export function readPublisherName(recipe: SchemaObject): string {
  return (
    names(propertyOf(recipe, 'publisher'))[0] ??
    (partOfSiteName(
      [propertyOf(recipe, 'isPartOf'), propertyOf(recipe, 'mainEntityOfPage')].flatMap(valuesOf),
      3,
    ) ||
      '')
  )
}
