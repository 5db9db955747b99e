import { expect, test } from 'vitest'
import { cleanLines } from './clean-lines.ts'

test('junk, lone numbers and repeated section titles go', () => {
  expect(
    cleanLines(
      [
        'Advertisement',
        '2 eggs',
        'Ingredients',
        '[Ingredients:]',
        '‍',
        'Print Recipe',
        'Photo credit: © Someone',
        '1 cup milk',
      ],
      'ingredients',
    ),
  ).toEqual(['2 eggs', '1 cup milk'])
})

test('a short label ending in a colon names a group', () => {
  expect(
    cleanLines(['For the sauce:', '2 tomatoes', 'Pour la sauce :', 'sugar', 'Salt: a pinch'], 'ingredients'),
  ).toEqual(['[For the sauce]', '2 tomatoes', '[Pour la sauce]', 'sugar', 'Salt: a pinch'])
})

test('step numbers the page prints are removed when every step has one', () => {
  expect(cleanLines(['1. Chop.', '2) Fry.', 'Step 3: Serve.'], 'steps')).toEqual(['Chop.', 'Fry.', 'Serve.'])
  expect(cleanLines(['[Dough]', '1 Knead.', '2 Rest.', '[Filling]', '1 Mix.'], 'steps')).toEqual([
    '[Dough]',
    'Knead.',
    'Rest.',
    '[Filling]',
    'Mix.',
  ])
})

test('numbers that are not a sequence stay', () => {
  expect(cleanLines(['2 eggs into the bowl.', '3 minutes later, stir.'], 'steps')).toEqual([
    '2 eggs into the bowl.',
    '3 minutes later, stir.',
  ])
  expect(cleanLines(['1. Chop.', 'Fry.'], 'steps')).toEqual(['1. Chop.', 'Fry.'])
})

test('numbers printed apart from their steps go', () => {
  expect(cleanLines(['1', 'Chop.', 'Step 2', 'Fry.', '[Step 3]', 'Serve.'], 'steps')).toEqual([
    'Chop.',
    'Fry.',
    'Serve.',
  ])
})

test('a line in capitals among lines in normal case names a group, unless all are capitals', () => {
  expect(
    cleanLines(['CAKE', '2 eggs', '1 cup flour', 'GLAZE', 'sugar', 'lemon juice', 'water'], 'ingredients'),
  ).toEqual(['[CAKE]', '2 eggs', '1 cup flour', '[GLAZE]', 'sugar', 'lemon juice', 'water'])
  expect(cleanLines(['SALT', 'PEPPER', '2 EGGS'], 'ingredients')).toEqual(['SALT', 'PEPPER', '2 EGGS'])
  expect(cleanLines(['CAKE', 'Bake it.', 'Cool it.', 'Slice it.'], 'steps')).toEqual([
    'CAKE',
    'Bake it.',
    'Cool it.',
    'Slice it.',
  ])
})

test('a group label with nothing after it goes', () => {
  expect(cleanLines(['Scale:', 'For the cake:', '2 eggs', 'Notes:'], 'ingredients')).toEqual([
    '[For the cake]',
    '2 eggs',
  ])
})

test('bullets and checkboxes printed before a line go; a minus in a quantity stays', () => {
  expect(cleanLines(['▢ 2 eggs', '- 300 g cheese', '• salt', '-1 °C water'], 'ingredients')).toEqual([
    '2 eggs',
    '300 g cheese',
    'salt',
    '-1 °C water',
  ])
})
