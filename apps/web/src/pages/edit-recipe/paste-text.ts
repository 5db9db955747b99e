/** A pasted recipe's text checked before it is sent, as the server checks it (POST clip/text). */
import { MAX_RECIPE_TEXT_CHARS, MAX_RECIPE_TEXT_LINES } from '@rosemary/shared/contract'

export type TextProblem = 'empty' | 'tooLong'

export function textProblem(text: string): TextProblem | null {
  if (text.trim() === '') return 'empty'
  if (text.length > MAX_RECIPE_TEXT_CHARS) return 'tooLong'
  return text.split(/\r\n|[\n\r\u0085\u2028\u2029]/).length > MAX_RECIPE_TEXT_LINES ? 'tooLong' : null
}
