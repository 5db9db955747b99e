/**
 * Markdown as a person reads it, for recipe text kept in Jekyll sites and in apps that format with it
 * (Domestica): links become "text (address)", pictures and Liquid template tags are left out, and heading
 * marks, bold marks and HTML tags are dropped, so what remains is plain text with its paragraphs.
 * Every pattern here is bounded and has no nested quantifier, so a stranger's text cannot make it backtrack.
 */
import { asHeader } from './recipe-text.ts'

const LINK = /(!?)\[([^\]\n]{0,500})\]\(([^()\s]{0,2000})(?:\s+"[^"\n]{0,500}")?\)/g
const HTML_TAG = /<\/?[a-z][a-z0-9]{0,20}(?:\s[^<>\n]{0,500})?\/?>/gi
const LIQUID_TAG = /\{%[^%\n]{0,500}%\}/g
const HEADING = /^\s{0,3}#{1,6}\s+/
const BULLET = /^\s{0,3}[-*+]\s+/
const STEP_NUMBER = /^\s{0,3}\d{1,3}[.)]\s+/

function readableLink(_match: string, picture: string, text: string, address: string): string {
  if (picture) return ''
  const label = text.trim()
  if (!/^https?:/i.test(address) || label === address) return label || address
  return label ? `${label} (${address})` : address
}

/** One line of Markdown as plain text. */
export function readableMarkdownLine(line: string): string {
  return line
    .replace(LIQUID_TAG, '')
    .replace(LINK, readableLink)
    .replace(HTML_TAG, '')
    .replace(HEADING, '')
    .replace(/\*\*([^*\n]{1,500})\*\*/g, '$1')
    .replace(/__([^_\n]{1,500})__/g, '$1')
}

/** A Markdown text as plain paragraphs. */
export function readableMarkdown(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(readableMarkdownLine)
    .join('\n')
}

/**
 * A Markdown list as one item a line: a heading ("## Sauce") is a `[Sauce]` header, bullets are dropped,
 * and so are step numbers ("1. ") when `numbered`, since Rosemary numbers steps itself; the rest is made
 * readable as above. ("#10 can" is no heading: Markdown wants a space after the marks.)
 */
export function markdownListLines(text: string, { numbered }: { numbered: boolean }): string[] {
  return text.split(/\r\n|\r|\n/).flatMap((line) => {
    const unmarked = line.replace(BULLET, '')
    const readable = readableMarkdownLine(numbered ? unmarked.replace(STEP_NUMBER, '') : unmarked).trim()
    if (readable === '') return []
    return HEADING.test(line) ? [asHeader(readable)] : [readable]
  })
}
