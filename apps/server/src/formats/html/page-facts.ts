/**
 * What the page itself says about where it lives and what it is called, independent of any recipe
 * markup: the canonical address, the base for relative links, the site's name, titles, and og:image.
 */
import type { CheerioAPI } from 'cheerio'
import { resolveUrl } from '../schema-org/read-images.ts'
import type { Element } from 'domhandler'
import { isElement, isVisible, markupText, nodeLines } from '../schema-org/markup-lines.ts'
import { select, selectIn } from './select-elements.ts'

export interface PageFacts {
  /** The address relative links resolve against: <base href>, else the page's own. */
  baseUrl: string
  canonicalUrl: string
  /** og:site_name (or application-name); '' when the page does not name its site. */
  siteName: string
  /** The host without "www.", for when nothing names the site. */
  host: string
  /** og:title (or twitter:title), then <title>, without the site's name; the page's first visible <h1>. */
  metaTitle: string
  heading: string
  ogImage: string | null
}

type MetaTags = Map<string, string>

/** Every <meta property|name content> of the page, first one of a name winning, read in one pass. */
function readMetaTags($: CheerioAPI): MetaTags {
  const tags: MetaTags = new Map()
  for (const element of select($, 'meta[content]')) {
    const name = (element.attribs.property ?? element.attribs.name ?? '').toLowerCase()
    const content = element.attribs.content?.trim()
    if (name && content && !tags.has(name)) tags.set(name, content)
  }
  return tags
}

function meta(tags: MetaTags, ...names: string[]): string {
  const content = names.map((name) => tags.get(name)).find((value) => value !== undefined)
  return content === undefined ? '' : markupText(content)
}

/** The host a reader would name the site by: "www.example.com" → "example.com". */
export function hostName(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\d*\./, '')
  } catch {
    return ''
  }
}

const squeeze = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')
const TITLE_SEPARATOR = /\s+(?:[-|–—·:»/]+|by|von|par|di|door|av)\s+/giu

/** "Anna Example: Pea Soup", as blogs title their posts: the site's name first. */
const LEADING_NAME = /^(.{3,60}?):\s+(?=\S)/

/** "Pea Soup - Anna Example" → "Pea Soup": a title without the site's name after (or before) it. */
export function trimSiteName(title: string, siteName: string, host: string): string {
  const site = squeeze(siteName)
  const address = squeeze(host)
  const isSite = (part: string) =>
    part.length >= 3 &&
    (part === site || address.includes(part) || (site.length >= 3 && part.startsWith(site)))
  for (const separator of title.matchAll(TITLE_SEPARATOR)) {
    if (isSite(squeeze(title.slice(separator.index + separator[0].length)))) {
      return title.slice(0, separator.index).trim()
    }
  }
  const leading = LEADING_NAME.exec(title)
  if (leading && isSite(squeeze(leading[1] ?? ''))) return title.slice(leading[0].length).trim()
  return title
}

const SITE_BLOCK =
  /^(?:header|site-header|masthead|branding|site-branding|logo|site-logo|site-title|blog-title|header-outer)$/i

/** An <h1> that names the site, not the page: the logo, or a title linking to the home page. */
function isSiteHeading($: CheerioAPI, element: Element, siteName: string): boolean {
  const text = squeeze($(element).text())
  if (siteName && text === squeeze(siteName)) return true
  const links = selectIn(element, 'a[href]')
  const home = links.some((link) =>
    /^(?:(?:https?:)?\/\/[^/]+\/?|\/(?:index\.\w+)?)$/i.test(link.attribs.href?.trim() ?? ''),
  )
  if (home && squeeze($(links).text()) === text) return true
  for (
    let node: Element | null = element;
    node;
    node = node.parent && isElement(node.parent) ? node.parent : null
  ) {
    const names = `${node.attribs.class ?? ''} ${node.attribs.id ?? ''}`.split(/\s+/)
    if (names.some((name) => SITE_BLOCK.test(name))) return true
  }
  return false
}

/** What a reader sees of a heading: text only for print or screen readers ("by Site") left out. */
const visibleText = (element: Element) =>
  nodeLines([element])
    .map((line) => line.text)
    .join(' ')

/**
 * The page's visible <h1>; of several (a section's banner over the recipe's own), the one the page's
 * title names.
 */
function firstHeading($: CheerioAPI, siteName: string, pageTitle: string): string {
  const headings = select($, 'h1')
    .filter((element) => isVisible(element) && !isSiteHeading($, element, siteName))
    .map(visibleText)
    .filter((text) => text !== '')
  const titled = squeeze(pageTitle)
  const named = headings.find((text) => squeeze(text).length >= 3 && titled.includes(squeeze(text)))
  return named ?? headings[0] ?? ''
}

const unspaced = (text: string) => text.replace(/\s+/g, '')

/**
 * A heading whose words are elements set apart by their style alone ("<span>Pea</span><span>Soup</span>")
 * reads as one word: the page's title, the same letters with their spaces, spells it.
 */
const spacedAs = (heading: string, title: string) =>
  heading !== '' && unspaced(heading) === unspaced(title) && title.length > heading.length
    ? title.trim()
    : heading

export function readPageFacts($: CheerioAPI, pageUrl: string): PageFacts {
  const baseHref = select($, 'base[href]')[0]?.attribs.href
  const baseUrl = (baseHref ? resolveUrl(baseHref, pageUrl) : null) ?? pageUrl
  const tags = readMetaTags($)
  const canonicalHref = select($, 'link[rel~="canonical"]')[0]?.attribs.href ?? meta(tags, 'og:url')
  const canonicalUrl = (canonicalHref ? resolveUrl(canonicalHref, baseUrl) : null) ?? pageUrl
  const ogImage = meta(tags, 'og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image')
  const host = hostName(canonicalUrl) || hostName(pageUrl)
  const siteName = meta(tags, 'og:site_name', 'application-name')
  const metaTitle =
    meta(tags, 'og:title', 'twitter:title') || markupText($(select($, 'title').slice(0, 1)).text())
  const title = trimSiteName(metaTitle, siteName, host)
  return {
    baseUrl,
    canonicalUrl,
    siteName,
    host,
    metaTitle: title,
    heading: spacedAs(firstHeading($, siteName, metaTitle), title),
    ogImage: ogImage ? resolveUrl(ogImage, baseUrl) : null,
  }
}
