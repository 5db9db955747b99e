import { expect, test } from 'vitest'
import { parseInstructions } from './parse-instructions.ts'

test('steps are numbered from 1 and a header restarts the numbering', () => {
  const steps = parseInstructions(
    'Mix flour.\nAdd eggs.\n\n[Bake]\nPreheat the oven.\nBake 20 minutes.\n[Serve]\nSlice.',
  )
  expect(steps.map(({ content, isHeader, count }) => [content, isHeader, count])).toEqual([
    ['Mix flour.', false, 1],
    ['Add eggs.', false, 2],
    ['Bake', true, 0],
    ['Preheat the oven.', false, 1],
    ['Bake 20 minutes.', false, 2],
    ['Serve', true, 0],
    ['Slice.', false, 1],
  ])
  expect(steps.every((step) => !step.complete)).toBe(true)
})

test('numbers the text carries are not shown twice', () => {
  const steps = parseInstructions('1. Mix\n2. Knead\n[Filling]\n1) Stir\n2) Fill')
  expect(steps.map(({ content, count }) => [content, count])).toEqual([
    ['Mix', 1],
    ['Knead', 2],
    ['Filling', 0],
    ['Stir', 1],
    ['Fill', 2],
  ])
})

test.for([
  ['1. Mix the flour', 'Mix the flour'],
  ['1) Mix', 'Mix'],
  ['1.Mix', 'Mix'],
  ['10. Bake', 'Bake'],
  ['Step 1: Mix', 'Mix'],
  ['step 2 - Mix', 'Mix'],
  ['STEP 3. Rest', 'Rest'],
  ['Schritt 3: Teig kneten', 'Teig kneten'],
  ['Passo 1: Impastare', 'Impastare'],
  ['2.5 hours later, stir', '2.5 hours later, stir'],
  ['350 degrees for the oven', '350 degrees for the oven'],
  ['Stepping back, admire it', 'Stepping back, admire it'],
  ['Mix 2. eggs', 'Mix 2. eggs'],
  ['1.', '1.'],
  ['  3)   Serve warm  ', 'Serve warm'],
] as const)('%j reads %j', ([line, content]) => {
  expect(parseInstructions(line)[0]?.content).toBe(content)
})

test('no text, no steps', () => {
  expect(parseInstructions('')).toEqual([])
  expect(parseInstructions(' \n \n')).toEqual([])
})

test('a header has count 0 and no brackets', () => {
  expect(parseInstructions('[ For the sauce ]')).toEqual([
    { content: 'For the sauce', isHeader: true, count: 0, complete: false },
  ])
})

test('a line ending in a backslash goes on on the next: one step', () => {
  expect(parseInstructions('Mix the flour \\\n and the salt.\nBake.').map((step) => step.content)).toEqual([
    'Mix the flour and the salt.',
    'Bake.',
  ])
})

test('a Markdown table is part of the step above it, and numbers no step of its own', () => {
  const table = '| Size | Time |\n|---|---|\n| Small | 20 min |'
  const steps = parseInstructions(`1. Bake by size:\n${table}\n2. Let cool.\n[Serve]\n${table}\nSlice.`)
  expect(steps.map(({ content, count }) => [content, count])).toEqual([
    [`Bake by size:\n${table}`, 1],
    ['Let cool.', 2],
    ['Serve', 0],
    [table, 1],
    ['Slice.', 2],
  ])
})
