/**
 * What the page itself says about where it lives and what it is called, independent of any recipe
 * markup: the canonical address, the base for relative links, the site's name, titles, and og:image.
 */
import type { CheerioAPI } from 'cheerio'
import { resolveUrl } from '../schema-org/read-images.ts'
import { isVisible, markupText } from '../schema-org/markup-lines.ts'

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
  for (const element of $('meta[content]').toArray()) {
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
const TITLE_SEPARATOR = /\s+[-|–—·:»/]+\s+/g

/** "Pea Soup - Anna Example" → "Pea Soup": a title without the site's name after it. */
export function trimSiteName(title: string, siteName: string, host: string): string {
  const site = squeeze(siteName)
  const address = squeeze(host)
  for (const separator of title.matchAll(TITLE_SEPARATOR)) {
    const rest = squeeze(title.slice(separator.index + separator[0].length))
    if (
      rest.length >= 3 &&
      (rest === site || address.includes(rest) || (site.length >= 3 && rest.startsWith(site)))
    ) {
      return title.slice(0, separator.index).trim()
    }
  }
  return title
}

function firstHeading($: CheerioAPI): string {
  const heading = $('h1')
    .toArray()
    .find((element) => isVisible(element) && $(element).text().trim() !== '')
  return heading ? markupText($(heading).text()) : ''
}

export function readPageFacts($: CheerioAPI, pageUrl: string): PageFacts {
  const baseHref = $('base[href]').first().attr('href')
  const baseUrl = (baseHref ? resolveUrl(baseHref, pageUrl) : null) ?? pageUrl
  const tags = readMetaTags($)
  const canonicalHref = $('link[rel~="canonical"]').first().attr('href') ?? meta(tags, 'og:url')
  const canonicalUrl = (canonicalHref ? resolveUrl(canonicalHref, baseUrl) : null) ?? pageUrl
  const ogImage = meta(tags, 'og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image')
  const host = hostName(canonicalUrl) || hostName(pageUrl)
  const siteName = meta(tags, 'og:site_name', 'application-name')
  const metaTitle = meta(tags, 'og:title', 'twitter:title') || markupText($('title').first().text())
  return {
    baseUrl,
    canonicalUrl,
    siteName,
    host,
    metaTitle: trimSiteName(metaTitle, siteName, host),
    heading: firstHeading($),
    ogImage: ogImage ? resolveUrl(ogImage, baseUrl) : null,
  }
}
