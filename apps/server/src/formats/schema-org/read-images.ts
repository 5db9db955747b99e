/**
 * Pictures of a recipe: a URL string, a list, or ImageObjects (url/contentUrl, often with width and
 * height). Candidates are ranked largest first; a size hint in the file name ("photo-1200x800.jpg", as
 * WordPress writes its crops) counts when no size is declared.
 */
import type { ImportedImage } from '../imported-recipe.ts'
import { isSchemaObject, valuesOf } from './json-values.ts'

export interface ImageCandidate {
  url: string
  /** Width × height in pixels when known. */
  area: number | null
}

/** What an image of unknown size is taken to be: a typical content photo, above thumbnails and icons. */
const UNKNOWN_AREA = 400 * 400

function pixels(value: unknown): number | null {
  const raw = isSchemaObject(value) ? value.value : value
  const number = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number.parseFloat(raw) : Number.NaN
  return Number.isFinite(number) && number > 0 ? number : null
}

/** The size a file name announces, as WordPress and many CDNs write it ("-1200x800.jpg", "/800x600/"). */
export function areaFromUrl(url: string): number | null {
  const match = /[-_/](\d{2,4})x(\d{2,4})(?=[./_-]|$)/.exec(url.split('?')[0] ?? url)
  return match ? Number(match[1]) * Number(match[2]) : null
}

function candidateOf(value: unknown): ImageCandidate | null {
  // An address has no spaces; a caption or a name put where the image belongs is not a picture.
  if (typeof value === 'string')
    return /^\S+$/.test(value.trim()) ? { url: value.trim(), area: areaFromUrl(value) } : null
  if (!isSchemaObject(value)) return null
  const url = [value.url, value.contentUrl, value['@id']].find(
    (field): field is string => typeof field === 'string' && /^(https?:|data:|\/)/i.test(field.trim()),
  )
  if (url === undefined) return null
  const width = pixels(value.width)
  const height = pixels(value.height)
  return { url: url.trim(), area: width !== null && height !== null ? width * height : areaFromUrl(url) }
}

/** The image candidates of a schema.org `image` value, in the order the publisher gave them. */
export function readImageCandidates(value: unknown): ImageCandidate[] {
  return valuesOf(value).flatMap((item) => {
    if (Array.isArray(item)) return readImageCandidates(item)
    const candidate = candidateOf(item)
    return candidate ? [candidate] : []
  })
}

/** Distinct candidates, largest first; equal sizes keep the publisher's order. */
export function rankImages(candidates: readonly ImageCandidate[]): ImageCandidate[] {
  const seen = new Set<string>()
  const distinct = candidates.filter((candidate) => !seen.has(candidate.url) && seen.add(candidate.url))
  return distinct.toSorted((a, b) => (b.area ?? UNKNOWN_AREA) - (a.area ?? UNKNOWN_AREA))
}

/** An absolute http(s) URL, resolved against the page when relative; null for anything else. */
export function resolveUrl(url: string, base: string | undefined): string | null {
  try {
    const resolved = new URL(url.trim(), base)
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null
  } catch {
    return null
  }
}

const DATA_URI = /^data:(image\/[\w.+-]+)?((?:;[\w-]+=[^;,]*)*)(;base64)?,(.*)$/is

/** An image as the importer takes it: data: URIs as their bytes, other addresses resolved. */
export function toImportedImage(url: string, base?: string): ImportedImage | null {
  const data = DATA_URI.exec(url)
  if (data) {
    if (data[1] === undefined) return null
    const payload = data[4] ?? ''
    const bytes = data[3]
      ? Buffer.from(payload, 'base64')
      : Buffer.from(decodeURIComponent(payload), 'latin1')
    return bytes.length > 0 ? { kind: 'bytes', data: new Uint8Array(bytes) } : null
  }
  const resolved = resolveUrl(url, base)
  return resolved === null ? null : { kind: 'url', url: resolved }
}

/** The pictures of a schema.org `image` value, best first. */
export function readImages(value: unknown, base?: string): ImportedImage[] {
  return rankImages(readImageCandidates(value)).flatMap((candidate) => {
    const image = toImportedImage(candidate.url, base)
    return image ? [image] : []
  })
}
