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

test('footnotes under a list go, with a header left empty', () => {
  expect(
    cleanLines(['200 g flour*', '2 eggs', '* Use any flour you like, even spelt.'], 'ingredients'),
  ).toEqual(['200 g flour*', '2 eggs'])
  expect(cleanLines(['Mix.', 'Bake.', 'Note:', '*Small eggs make a softer dough here.'], 'steps')).toEqual([
    'Mix.',
    'Bake.',
  ])
  // A list that stars every line uses the star as its bullet.
  const starred = ['* 2 cups of plain white flour', '* 3 large eggs from the fridge']
  expect(cleanLines(starred, 'ingredients')).toEqual(starred)
})

test('the yield and times printed over a method are not steps', () => {
  expect(
    cleanLines(['Serves 4', 'Prep 10 min', 'Cook 1h20', 'Chop the onions.', 'Fry them for 10 min'], 'steps'),
  ).toEqual(['Chop the onions.', 'Fry them for 10 min'])
  expect(cleanLines(['Marinate 2 hours', 'Grill the meat.'], 'steps')).toEqual([
    'Marinate 2 hours',
    'Grill the meat.',
  ])
})

test('a “read more” link under a list is not part of it', () => {
  expect(cleanLines(['Chop the onions.', 'Read more'], 'steps')).toEqual(['Chop the onions.'])
})

test('a header already found stays one header', () => {
  expect(cleanLines(['[FOR THE DOUGH]', '2 eggs', '1 cup flour', '1 cup milk'], 'ingredients')).toEqual([
    '[FOR THE DOUGH]',
    '2 eggs',
    '1 cup flour',
    '1 cup milk',
  ])
})

test('a button label every ingredient line ends with goes', () => {
  expect(
    cleanLines(
      ['2 eggs Add to list', 'salt Add to list', '1 cup milk Add to list', 'butter Add to list'],
      'ingredients',
    ),
  ).toEqual(['2 eggs', 'salt', '1 cup milk', 'butter'])
  // Not in JSON-LD, which holds no buttons: there every line may well end "to taste".
  const spices = ['salt to taste', 'pepper to taste', 'paprika to taste', 'cumin to taste']
  expect(cleanLines(spices, 'ingredients', false)).toEqual(spices)
  // A unit after the amount, in lists that put amounts last, stays.
  const last = ['Mehl 200 g', 'Zucker 100 g', 'Butter 50 g', 'Milch 20 g']
  expect(cleanLines(last, 'ingredients')).toEqual(last)
})
