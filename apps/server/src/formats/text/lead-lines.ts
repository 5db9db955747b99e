/**
 * What comes before a recipe's ingredients: its title (the first heading, else the first short line that
 * is no sentence), its description, and what a letter puts around it — e-mail headers (the subject is
 * the title when nothing else is), greetings and lines introducing the recipe, which are left out.
 */
import { GREETING_WORDS, MAIL_HEADER, REPLY_PREFIX, SUBJECT_HEADER } from './line-words.ts'
import type { Line } from './reader-lines.ts'

export interface Lead {
  title: string
  description: Line[]
  /** "Source: Grandma", "Oven: 180 °C": labelled lines that are neither title nor description. */
  notes: Line[]
}

const MAX_TITLE_WORDS = 12
const MAX_TITLE_LENGTH = 120
const MAX_GREETING_WORDS = 4
const LABELLED = /^\p{L}[\p{L} ]{1,24}[:：]\s*\S/u
const ADDRESS = /^(?:https?:\/\/|www\.)\S+$/iu

const firstWord = (text: string) => /^[\p{L}]+/u.exec(text)?.[0].toLowerCase() ?? ''

/** "Hi Anna!" opening a line that goes on ("Ciao Anna! Ecco la ricetta"): a greeting and a few words. */
const GREETING_CLAUSE = /^\p{L}+(?:\s\p{L}+){0,2}\s?[!,]\s/u

/** "Hi Anna,", "Hallo!", "Dear all,", "Ciao Anna! Ecco la ricetta": the start of a letter. */
function isGreeting({ text, shape }: Line): boolean {
  const greetingWord = GREETING_WORDS.has(firstWord(text))
  if (greetingWord && GREETING_CLAUSE.test(text) && !shape.sentence) return true
  if (shape.words > MAX_GREETING_WORDS) return false
  return text.endsWith(',') || (greetingWord && !/[.?]$/u.test(text))
}

/** "Here's the recipe you asked for:": a sentence that only introduces what follows. */
const isIntroduction = ({ text, shape }: Line) => /[:：]$/u.test(text) && shape.words >= 3

function isTitleLike({ text, shape, kind }: Line): boolean {
  return (
    kind !== 'item' &&
    !shape.sentence &&
    !/[,;:：]$/u.test(text) &&
    shape.words <= MAX_TITLE_WORDS &&
    text.length <= MAX_TITLE_LENGTH &&
    !ADDRESS.test(text)
  )
}

export function readLead(lines: readonly Line[]): Lead {
  let subject = ''
  const kept = lines.filter((line) => {
    if (!MAIL_HEADER.test(line.text)) return !isGreeting(line) && !isIntroduction(line)
    if (SUBJECT_HEADER.test(line.text) && !subject) {
      subject = line.text.replace(SUBJECT_HEADER, '').replace(REPLY_PREFIX, '').trim()
    }
    return false
  })
  const headings = kept.filter((line) => line.kind === 'heading')
  const title =
    headings.find((line) => line.level === 1) ?? headings[0] ?? kept.find((line) => isTitleLike(line))
  // Headings above the title's are the page's or a letter's, not the recipe's.
  const rest = kept.filter(
    (line) => line !== title && !(line.kind === 'heading' && title && line.index < title.index),
  )
  return {
    title: title?.text ?? subject,
    description: rest.filter((line) => !LABELLED.test(line.text) && !ADDRESS.test(line.text)),
    notes: rest.filter((line) => LABELLED.test(line.text) || ADDRESS.test(line.text)),
  }
}
