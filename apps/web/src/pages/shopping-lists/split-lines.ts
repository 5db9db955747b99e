/**
 * A typed or pasted block as items, one a line: list bullets ("- ", "* ", "• ", "1. ", "[ ] ") and empty
 * lines dropped, so a list copied from a note or a message comes in as it reads.
 */
const BULLET = /^(?:[-*•]\s+|\d+[.)]\s+|\[\s?[xX ]?\s?\]\s*)/

export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(BULLET, '').trim())
    .filter((line) => line !== '')
}
