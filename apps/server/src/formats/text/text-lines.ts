/**
 * The lines a recipe reader takes (read-recipe-text.ts): text with what is known of its structure. Pasted
 * text gives plain lines, its bullets and numbers taken off and kept as cues; a web page's visible text
 * can give headings, list items and paragraphs.
 */
import { MAX_RECIPE_TEXT_CHARS, MAX_RECIPE_TEXT_LINES } from '@rosemary/shared/contract'
import { STEP_LABEL } from './line-words.ts'
import {
  EMOJI_BULLETS,
  fromMainSender,
  isRule,
  unquoted,
  withoutEmoji,
  withoutMailHeaders,
} from './message-lines.ts'

export type TextLineKind = 'heading' | 'item' | 'paragraph' | 'line'

export interface TextLine {
  /** The line's text without its bullet or number; '' is a boundary between blocks (a blank line). */
  text: string
  kind: TextLineKind
  /** A heading's rank (1 is the page's title), or how deep a list item is nested. */
  level?: number
  /** The line was bulleted ("•", "-", "▢") or numbered ("1.", "2)", "Step 3:") by its source. */
  marker?: 'bullet' | 'number'
}

/** Text is read up to the size POST /clip/text takes; the endpoint refuses larger texts before. */
export const MAX_TEXT_CHARS = MAX_RECIPE_TEXT_CHARS
export const MAX_TEXT_LINES = MAX_RECIPE_TEXT_LINES

/** Every way to end a line, as plain-text.ts counts them. */
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/u
/**
 * Characters that take no room: zero-width spaces and joiners, marks of the writing's direction (a chat
 * export puts them before its lines), byte-order marks, soft hyphens.
 */
export const INVISIBLE = /[\u00ad\u200b-\u200f\u2060\ufeff]/gu
const SPACES = /\s+/gu

/** "# Pancakes", "### For the sauce" (Markdown). */
const MARKDOWN_HEADING = /^(#{1,6})\s+/u
/** "**Ingredients**", "__Method:__": a line wholly in bold. */
const BOLD_LINE = /^(\*\*|__)(?=\S)(.*\S)\1$/u
/**
 * A bullet, a box to tick or an emoji in their place ("✅", "🔸"); "-", "*" and "+" only before a space
 * (not "-5 °C" or "*optional").
 */
const BULLET = new RegExp(
  `^(?:[•◦▪▫■□▢☐☑☒✓✔●○·‣⁃➤►▶→◆◇❖${EMOJI_BULLETS}][\\ufe0e\\ufe0f]?\\s*|[-*+–—]\\s+)(?:\\[[ xX]?\\]\\s+)?`,
  'u',
)
/** "1️⃣", "1️⃣0️⃣", "🔟": a step's number in a chat message, written as keycap emoji. */
const KEYCAP = '(?:\\d\\ufe0f?\\u20e3){1,2}|\\u{1f51f}'
/** "1.", "2)", "3:", "(4)", "5- ", "①", "1️⃣", "🔟", "Step 6:", "Schritt 7 –" before the text. */
const NUMBER = new RegExp(
  `^(?:(?:${STEP_LABEL})\\s*\\d{1,3}\\s*[.:)：–—-]?|\\(?\\d{1,3}(?:[.):．）、]|[-–](?=\\s))|[\\u2460-\\u2473\\u2776-\\u277f]|${KEYCAP})\\s*`,
  'iu',
)
/** A number, "1.", "Step 2" or "3️⃣" alone on its line: the number of the step on the next one. */
const BARE_NUMBER = new RegExp(`^(?:(?:(?:${STEP_LABEL})\\s*)?\\d{1,3}[.):：．）]?|${KEYCAP})$`, 'iu')

/** The text without a leading bullet or number, and which of them it had. */
export function readMarker(text: string): Pick<TextLine, 'text' | 'marker'> {
  const bullet = BULLET.exec(text)
  if (bullet) return { text: text.slice(bullet[0].length).trim(), marker: 'bullet' }
  const number = NUMBER.exec(text)
  // "1.5 kg" and "2) " differ by the space: a number followed by a digit is an amount.
  if (number && !/^\d/u.test(text.slice(number[0].length)) && number[0].trim() !== text) {
    return { text: text.slice(number[0].length).trim(), marker: 'number' }
  }
  return { text }
}

function lineOf(raw: string): TextLine {
  const heading = MARKDOWN_HEADING.exec(raw)
  if (heading?.[1]) {
    const text = raw.slice(heading[0].length).replace(/\s#+$/u, '').trim()
    return { text, kind: 'heading', level: heading[1].length }
  }
  const bold = BOLD_LINE.exec(raw)?.[2]
  if (bold !== undefined) return { text: bold.trim(), kind: 'heading' }
  const { text, marker } = readMarker(raw)
  return marker ? { text, kind: 'item', marker } : { text, kind: 'line' }
}

/**
 * The text's lines as a message wrote them: spaces and tabs collapsed, invisible characters out, and
 * what a mail or chat program put around them off (quote marks, a chat's dates and senders, emoji).
 */
function messageLines(text: string): string[] {
  const lines = text
    .slice(0, MAX_TEXT_CHARS)
    .split(LINE_BREAK, MAX_TEXT_LINES)
    .map((raw) => raw.replace(INVISIBLE, '').replace(SPACES, ' ').trim())
  return withoutMailHeaders(unquoted(fromMainSender(lines))).map((line) =>
    isRule(line) ? '' : withoutEmoji(line),
  )
}

/**
 * Pasted text as lines: line endings of any kind, spaces and tabs collapsed, invisible characters out,
 * what a mail or chat program adds off (message-lines.ts), bullets and numbers taken off (kept as
 * `marker`), a run of blank lines one boundary ('' text). At most MAX_TEXT_CHARS characters and
 * MAX_TEXT_LINES lines are read.
 */
export function linesOfText(text: string): TextLine[] {
  const lines: TextLine[] = []
  let numbered = false
  for (const trimmed of messageLines(text)) {
    if (trimmed === '') {
      if (lines.length > 0 && lines.at(-1)?.text !== '') lines.push({ text: '', kind: 'line' })
      continue
    }
    if (BARE_NUMBER.test(trimmed)) {
      numbered = true
      continue
    }
    const line = lineOf(trimmed)
    if (line.text === '') continue
    lines.push(
      numbered && !line.marker && line.kind !== 'heading'
        ? { ...line, kind: 'item', marker: 'number' }
        : line,
    )
    numbered = false
  }
  if (lines.at(-1)?.text === '') lines.pop()
  return lines
}
