/**
 * What mail and chat programs put around the lines of a message, taken off before the lines are read:
 * the "> " of a quoted reply, the date and sender a chat export puts before each message, the rules
 * that set a forwarded message apart, the headers above it, and the emoji a chat message decorates its
 * lines with.
 */
import { MAIL_HEADER, SUBJECT_HEADER } from './line-words.ts'

/** "> ", ">> ", "> > ", ">" alone: how deep a line is quoted in a reply. */
const QUOTE = /^(?:>\s?)+/u
/** Quoted lines are a reply's only when there are a few of them, not one line starting with ">". */
const MIN_QUOTED_LINES = 2

/** How many ">" quote a line: 0 for a line of the message itself. */
const quoteDepth = (line: string): number => (QUOTE.exec(line)?.[0].match(/>/gu) ?? []).length

/**
 * The lines of a reply without their quote marks: a recipe quoted in a reply ("> 200 g flour") reads as
 * one written out. When most lines are quoted, the reply around them ("Thanks!", "On Monday Anna wrote:")
 * is left out; where the depth changes, a blank line parts the lines.
 */
export function unquoted(lines: readonly string[]): string[] {
  const quoted = lines.filter((line) => QUOTE.test(line)).length
  if (quoted < MIN_QUOTED_LINES) return [...lines]
  const replyOnly = quoted * 2 > lines.filter((line) => line !== '').length
  const result: string[] = []
  let depth = 0
  for (const line of lines) {
    const lineDepth = quoteDepth(line)
    if (lineDepth !== depth && line !== '') {
      result.push('')
      depth = lineDepth
    }
    if (lineDepth > 0 || !replyOnly) result.push(line.replace(QUOTE, ''))
  }
  return result
}

const DATE = String.raw`\d{1,4}[./-]\d{1,2}[./-]\d{1,4}`
const TIME = String.raw`\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s?[ap]\.?\s?m\.?)?`
/**
 * A message in a chat's export, its sender after the date and time: "[12/03/24, 10:15:02] Anna: …"
 * (bracketed), "12/03/2024, 10:15 - Anna: …" (after a dash), or copied from a chat in a browser,
 * "[10:15, 12/03/2024] Anna: …". A line without a sender is the program's own.
 */
const CHAT_MESSAGE = new RegExp(
  String.raw`^(?:\[(?:${DATE},?\s${TIME}|${TIME},?\s${DATE})\]|${DATE},?\s${TIME}\s[-–])\s(?:([^:]{1,60}?):\s?)?`,
  'iu',
)
/** "Anna, [12.03.24 10:15]": a line of its own naming the sender of the lines below it. */
const CHAT_SENDER = new RegExp(String.raw`^([^[\]]{1,60}),\s\[${DATE},?\s${TIME}\]$`, 'iu')
/** A chat is read as one when a few of its lines are messages. */
const MIN_MESSAGES = 2

interface ChatLine {
  sender: string
  text: string
  /** The line opens a message, after its date and sender. */
  opens: boolean
}

/** Each line with its sender: the one of its own message, or of the message it goes on. */
function chatLines(lines: readonly string[]): ChatLine[] {
  const result: ChatLine[] = []
  let sender = ''
  for (const line of lines) {
    const named = CHAT_SENDER.exec(line)
    if (named?.[1] !== undefined) {
      sender = named[1]
      result.push({ sender, text: '', opens: true })
      continue
    }
    const message = CHAT_MESSAGE.exec(line)
    if (message) sender = message[1] ?? ''
    result.push({ sender, text: message ? line.slice(message[0].length) : line, opens: message !== null })
  }
  return result
}

/** The sender with the most lines: a recipe sent in a chat is the longest part of it. */
function mainSender(lines: readonly ChatLine[]): string {
  const counts = new Map<string, number>()
  for (const { sender, text } of lines) {
    if (sender && text) counts.set(sender, (counts.get(sender) ?? 0) + 1)
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best), ['', 0])[0]
}

/**
 * The lines of a chat's export as the recipe's sender wrote them: dates and names off, the other people's
 * messages (the thanks, the questions) and the program's own out, a blank line where they stood. Text
 * that is no chat's export is left as it is.
 */
export function fromMainSender(lines: readonly string[]): string[] {
  const chat = chatLines(lines)
  if (chat.filter((line) => line.opens).length < MIN_MESSAGES) return [...lines]
  const sender = mainSender(chat)
  const result: string[] = []
  for (const line of chat) {
    if (line.sender === sender) result.push(line.text)
    else if (result.at(-1) !== '') result.push('')
  }
  return result
}

/**
 * A rule across the text ("-----", "_____", "* * *") or one around a few words ("---------- Forwarded
 * message ---------", "-----Ursprüngliche Nachricht-----"): it parts what is above from what is below.
 */
const RULE = /^(?:(?:[-_=*~–—·•]\s?){3,}|[-_]{3,}\s?[^-_]{1,40}?\s?[-_]{3,})$/u

export const isRule = (line: string): boolean => RULE.test(line)

/** Headers are a forwarded message's when they come a few together ("From:", "Sent:", "To:"). */
const MIN_HEADERS = 2

/**
 * The lines without the headers of a forwarded message, which read as short lines of a list ("To: Tom",
 * "Date: 4 Mar 2024 09:12"). The subject stays: it may name the recipe (lead-lines.ts).
 */
export function withoutMailHeaders(lines: readonly string[]): string[] {
  const result: string[] = []
  let run: string[] = []
  const endRun = () => {
    result.push(...(run.length >= MIN_HEADERS ? run.filter((line) => SUBJECT_HEADER.test(line)) : run))
    run = []
  }
  for (const line of lines) {
    if (MAIL_HEADER.test(line)) {
      run.push(line)
      continue
    }
    endRun()
    result.push(line)
  }
  endRun()
  return result
}

const PICTOGRAPH = String.raw`(?:\p{Extended_Pictographic}|\p{Regional_Indicator})[\p{Emoji_Modifier}\ufe0e\ufe0f]*`
/** Emoji before a line's text ("🛒 Ingredients:", "🥚 2 eggs"), but no keycap digit ("1️⃣"). */
const LEADING_EMOJI = new RegExp(String.raw`^(?:${PICTOGRAPH}\s?)+`, 'u')
/** Emoji after a line's text ("Pancakes 🥞", "Buon appetito! 😘"). */
const TRAILING_EMOJI = new RegExp(String.raw`(?:\s?${PICTOGRAPH})+$`, 'u')
/** Emoji that mark a line as an item of a list, as a bullet does: ticks, small shapes, arrows. */
export const EMOJI_BULLETS =
  '✅✔☑▪▫◾◽◼◻⬛⬜🔸🔹🔶🔷🔺🔻▶➡👉⭐🌟✨⚫⚪🔴🟠🟡🟢🔵🟣🟤🟥🟧🟨🟩🟦🟪🟫➕➖✳✴❇💠🔘📌📍'
/** Emoji that stand for a bullet or a number ("🔟", the keycap ten), to be read as them. */
const MARKER_EMOJI = new RegExp(`[${EMOJI_BULLETS}🔟]`, 'u')

/**
 * A line without the emoji that decorate it in a chat: a picture before a heading, a title or an
 * ingredient, and after a sentence. An emoji that serves as a bullet or a number stays, to be read as one.
 */
export function withoutEmoji(line: string): string {
  const leading = LEADING_EMOJI.exec(line)?.[0] ?? ''
  const rest = line.slice(leading.length).replace(TRAILING_EMOJI, '')
  return (MARKER_EMOJI.test(leading) ? leading + rest : rest).trim()
}
