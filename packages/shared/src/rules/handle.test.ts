import { expect, test } from 'vitest'
import { findHandleProblem, normalizeHandle } from './handle.ts'

test.for([
  ['julia_child', null],
  ['Julia.Child_42', null],
  ['a', null],
  ['', 'empty'],
  ['julia child', 'characters'],
  ['julia-child', 'characters'],
  ['jülia', 'characters'],
  ['chef@home', 'characters'],
  // Control and bidirectional characters are never part of a handle: refused, not quietly dropped.
  ['\u202Enhoj', 'characters'],
  ['john\u2066', 'characters'],
  ['jo\u0007hn', 'characters'],
  ['admin', 'reserved'],
  ['SysAdmin', 'reserved'],
  ['ADMINISTRATOR', 'reserved'],
  ['recipesage', 'reserved'],
  ['the_RecipeSage_fan', 'reserved'],
  ['x'.repeat(64), null],
  ['x'.repeat(65), 'tooLong'],
] as const)('findHandleProblem(%j) is %s', ([handle, problem]) => {
  expect(findHandleProblem(handle)).toBe(problem)
})

test('handles are compared trimmed and lowercase', () => {
  expect(normalizeHandle('  Julia.Child ')).toBe('julia.child')
})
