import { MAX_RECIPE_TEXT_CHARS, MAX_RECIPE_TEXT_LINES } from '@rosemary/shared/contract'
import { expect, test } from 'vitest'
import { textProblem } from './paste-text.ts'

test.for([
  ['', 'empty'],
  [' \n\t\r\n', 'empty'],
  ['2 eggs\nBeat them.', null],
  ['x'.repeat(MAX_RECIPE_TEXT_CHARS), null],
  ['x'.repeat(MAX_RECIPE_TEXT_CHARS + 1), 'tooLong'],
  ['x\r\n'.repeat(MAX_RECIPE_TEXT_LINES - 1), null],
  ['x\n'.repeat(MAX_RECIPE_TEXT_LINES), 'tooLong'],
] as const)('%# → %s', ([text, problem]) => {
  expect(textProblem(text)).toBe(problem)
})
