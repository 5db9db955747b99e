/**
 * Recipe metadata in front matter (Cooklang's YAML or `>> key: value` lines, Chowdown's Jekyll YAML) to
 * recipe fields, by the canonical keys of the Cooklang conventions and the spellings Chowdown sites use
 * (prep_time, preptime, totaltime, date_added): keys are matched ignoring case, a nested `source: {name, url, author}` is
 * the same as `source.name`…, and the last of two conflicting keys wins. Choices:
 * - yield ← servings (or serves), then yield ("6 servings, 6 balls"); a `%` in a yield is a unit separator.
 * - totalTime ← time required / time / duration, else prep time + cook time when both are readable times;
 *   activeTime ← prep time; the cook time, which has no field, goes to the notes.
 * - url ← source when it is an address, or source.url; source ← source text, else the author (an author
 *   beside a source goes to the notes).
 * - labels ← course, category, cuisine, diet, tags; images ← image(s)/picture(s), addresses or files.
 * - Everything else (difficulty, locale, keys of the author's own) goes to the notes as "Key: value".
 */
import { durationToText, isoDurationMinutes, minutesToText, textMinutes } from '../duration.ts'
import { isRecord, keyLabel, labelsOf, textOf, webAddress } from './front-matter.ts'
import { cleanParagraphs } from './recipe-text.ts'
import { parseSourceDate } from './source-values.ts'

export interface MetadataFields {
  title: string
  description: string
  yield: string
  activeTime: string
  totalTime: string
  source: string
  url: string
  labels: string[]
  /** Addresses and file names of pictures, as written. */
  pictures: string[]
  /** "Key: value" lines for what has no field. */
  notes: string[]
  createdAt?: Date
}

const TOTAL_KEYS = ['time required', 'time', 'duration', 'total time', 'time.total', 'totaltime']
const PREP_KEYS = ['prep time', 'time.prep', 'prep_time', 'preptime']
const COOK_KEYS = ['cook time', 'time.cook', 'cook_time', 'cooktime']
const LABEL_KEYS = ['course', 'category', 'categories', 'cuisine', 'diet', 'tags']
const DATE_KEYS = ['date', 'created', 'date_added']
const PICTURE_KEYS = ['image', 'images', 'picture', 'pictures']
const HANDLED = new Set([
  'title',
  'description',
  'introduction',
  'servings',
  'serves',
  'yield',
  'source',
  'source.name',
  'source.url',
  'author',
  'source.author',
  'tag',
  ...DATE_KEYS,
  ...TOTAL_KEYS,
  ...PREP_KEYS,
  ...COOK_KEYS,
  ...LABEL_KEYS,
  ...PICTURE_KEYS,
])

/** Keys in lower case, a nested `source:` or `time:` mapping spelled out as `source.url`, later keys winning. */
export function flattenMetadata(entries: Iterable<[string, unknown]>): Map<string, unknown> {
  const flat = new Map<string, unknown>()
  for (const [key, value] of entries) {
    const lower = key.replace(/\s+/g, ' ').trim().toLowerCase()
    if ((lower === 'source' || lower === 'time') && isRecord(value)) {
      for (const [inner, item] of Object.entries(value)) flat.set(`${lower}.${inner.toLowerCase()}`, item)
    } else if (lower !== '') {
      flat.set(lower, value)
    }
  }
  return flat
}

/** A time as readable text: an ISO duration or a count of minutes converted, other text kept. */
export function timeText(value: unknown): string {
  if (typeof value === 'number') return minutesToText(value)
  const text = textOf(value)
  return /^\d+$/.test(text) ? minutesToText(Number(text)) : durationToText(text)
}

function minutesOf(text: string): number | null {
  return isoDurationMinutes(text) ?? textMinutes(text)
}

/** prep + cook when both are readable times; "" otherwise (a lone prep or cook time is not a total). */
export function summedTime(prep: string, cook: string): string {
  const prepMinutes = minutesOf(prep)
  const cookMinutes = minutesOf(cook)
  return prepMinutes !== null && cookMinutes !== null ? minutesToText(prepMinutes + cookMinutes) : ''
}

/** "4" → "4 servings", "1" → "1 serving", other text as written; "6%balls" → "6 balls". */
export function servingsText(value: unknown): string {
  const text = textOf(value).replace(/\s*%\s*/, ' ')
  if (/^\d+$/.test(text)) return `${text} ${text === '1' ? 'serving' : 'servings'}`
  return text
}

function firstOf(metadata: Map<string, unknown>, keys: string[]): string {
  for (const key of keys) {
    const text = textOf(metadata.get(key))
    if (text !== '') return text
  }
  return ''
}

function sourceFields(metadata: Map<string, unknown>): Pick<MetadataFields, 'source' | 'url'> & {
  author: string
} {
  const named = firstOf(metadata, ['source', 'source.name'])
  const url = webAddress(named) || webAddress(firstOf(metadata, ['source.url']))
  const author = firstOf(metadata, ['author', 'source.author'])
  const source = webAddress(named) ? '' : named
  return source ? { source, url, author } : { source: author, url, author: '' }
}

function picturesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(picturesOf)
  if (isRecord(value)) return picturesOf(value.url ?? value.src ?? value.path)
  const text = textOf(value)
  return text === '' ? [] : [text]
}

export interface MetadataOptions {
  /** Jekyll splits a `tags: mains meat` text at spaces; Cooklang at commas only. */
  labelWords?: boolean
  /** Keys the caller maps itself, kept out of the notes. */
  handled?: string[]
}

/** Free text kept in paragraphs; other values as one line. */
function paragraphsOf(value: unknown): string {
  return typeof value === 'string' ? cleanParagraphs(value) : textOf(value)
}

export function metadataFields(
  metadata: Map<string, unknown>,
  { labelWords = false, handled = [] }: MetadataOptions = {},
): MetadataFields {
  const prep = timeText(firstOf(metadata, PREP_KEYS))
  const cook = timeText(firstOf(metadata, COOK_KEYS))
  const { source, url, author } = sourceFields(metadata)
  const servings = servingsText(firstOf(metadata, ['servings', 'serves']))
  const yields = servingsText(firstOf(metadata, ['yield']))
  const dated = firstOf(metadata, DATE_KEYS)
  const createdAt = parseSourceDate(dated)
  const notes = [
    ...(author ? [`Author: ${author}`] : []),
    ...(cook ? [`Cook time: ${cook}`] : []),
    ...(dated && !createdAt ? [`Date: ${dated}`] : []),
    ...[...metadata]
      .filter(([key]) => !HANDLED.has(key) && !handled.includes(key))
      .map(([key, value]) => [keyLabel(key), textOf(value)])
      .filter(([, text]) => text !== '')
      .map(([key, text]) => `${key}: ${text}`),
  ]
  return {
    title: firstOf(metadata, ['title']),
    description: paragraphsOf(metadata.get('description') ?? metadata.get('introduction')),
    yield: [servings, yields].filter((part, index, all) => part && all.indexOf(part) === index).join(', '),
    activeTime: prep,
    totalTime: timeText(firstOf(metadata, TOTAL_KEYS)) || summedTime(prep, cook),
    source,
    url,
    // `tag` is one label, commas and all ("Diners, Drive-Ins and Dives").
    labels: [
      ...LABEL_KEYS.flatMap((key) => labelsOf(metadata.get(key), labelWords)),
      ...(Array.isArray(metadata.get('tag')) ? labelsOf(metadata.get('tag')) : [textOf(metadata.get('tag'))]),
    ],
    pictures: PICTURE_KEYS.flatMap((key) => picturesOf(metadata.get(key))),
    notes,
    ...(createdAt ? { createdAt } : {}),
  }
}
