/**
 * The one picture a clipped recipe starts with: the largest the recipe data declares, else the page's
 * og:image, else the first content image big enough to be a photo of the dish.
 */
import type { CheerioAPI } from 'cheerio'
import { rankImages, resolveUrl, type ImageCandidate } from '../schema-org/read-images.ts'
import { select } from './select-elements.ts'

const MIN_PHOTO_SIDE = 300
const NOT_A_PHOTO = /logo|avatar|icon|sprite|badge|emoji|gravatar|pixel|spacer|placeholder/i

function contentImage($: CheerioAPI, baseUrl: string): string | null {
  for (const image of select($, 'img')) {
    const { attribs } = image
    const source = [attribs['data-src'], attribs['data-lazy-src'], attribs.src].find(
      (value) => value && !value.startsWith('data:'),
    )
    const width = Number(attribs.width)
    const height = Number(attribs.height)
    if (!source || NOT_A_PHOTO.test(`${source} ${attribs.class ?? ''} ${attribs.alt ?? ''}`)) continue
    if (!(width >= MIN_PHOTO_SIDE && height >= MIN_PHOTO_SIDE * 0.5)) continue
    const url = resolveUrl(source, baseUrl)
    if (url) return url
  }
  return null
}

export function pickImage(
  $: CheerioAPI,
  candidates: readonly ImageCandidate[],
  baseUrl: string,
  ogImage: string | null,
): string | null {
  for (const candidate of rankImages(candidates)) {
    const url = resolveUrl(candidate.url, baseUrl)
    if (url) return url
  }
  return ogImage ?? contentImage($, baseUrl)
}
