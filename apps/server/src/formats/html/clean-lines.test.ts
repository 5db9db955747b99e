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

test('numbers set straight before the step, and a note after the numbered steps', () => {
  expect(cleanLines(['1Chop the onion.', '2Fry it golden.', '3Serve it hot.'], 'steps')).toEqual([
    'Chop the onion.',
    'Fry it golden.',
    'Serve it hot.',
  ])
  expect(cleanLines(['1. Chop.', '2. Fry.', '3. Serve.', 'Ovens differ, so watch it.'], 'steps')).toEqual([
    'Chop.',
    'Fry.',
    'Serve.',
    'Ovens differ, so watch it.',
  ])
  // Amounts stay: "2kg", and two numbered lines are too few to tell steps from a note.
  expect(cleanLines(['2kg of flour in a bowl.', '3Eggs.'], 'steps')).toEqual([
    '2kg of flour in a bowl.',
    '3Eggs.',
  ])
  expect(cleanLines(['1 onion goes in.', '2 cloves go in.', 'Stir it.'], 'steps')).toEqual([
    '1 onion goes in.',
    '2 cloves go in.',
    'Stir it.',
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

test('a step that says “Step 3:” loses the label even when the other steps are not numbered', () => {
  expect(cleanLines(['Mix.', 'Rest.', 'Step 3: Bake.', 'Schritt 4 – Servieren.'], 'steps')).toEqual([
    'Mix.',
    'Rest.',
    'Bake.',
    'Servieren.',
  ])
  expect(cleanLines(['Step 2 of the dough is the longest.'], 'steps')).toEqual([
    'Step 2 of the dough is the longest.',
  ])
})

test('steps numbered inside one block of text become one line each', () => {
  expect(
    cleanLines(['1. Heat the oven to 180 °C. 2. Mix 2 eggs with sugar. 3) Bake 25 min.'], 'steps'),
  ).toEqual(['Heat the oven to 180 °C.', 'Mix 2 eggs with sugar.', 'Bake 25 min.'])
  // Numbers out of order, or not after a sentence, are part of the text.
  expect(cleanLines(['1. Add 3. Then 2 more.'], 'steps')).toEqual(['1. Add 3. Then 2 more.'])
})

test('good wishes under a method are not a step', () => {
  expect(cleanLines(['Bake.', 'Bon appétit !'], 'steps')).toEqual(['Bake.'])
  expect(cleanLines(['Servieren.', 'Guten Appetit!'], 'steps')).toEqual(['Servieren.'])
  expect(cleanLines(['Serve and enjoy!'], 'steps')).toEqual(['Serve and enjoy!'])
})

test('the scale and unit controls over a list are not part of it', () => {
  expect(
    cleanLines(
      ['[US Customary – Metric]', '1x2x3x', 'Scale 1x 2x', '½x 1x 2x', '2 eggs', 'Cook Mode'],
      'ingredients',
    ),
  ).toEqual(['2 eggs'])
  expect(cleanLines(['2x eggs', 'metric cup of flour'], 'ingredients')).toEqual([
    '2x eggs',
    'metric cup of flour',
  ])
})

test('a row of button labels on one line goes', () => {
  expect(
    cleanLines(
      [
        'Print Recipe Pin Recipe',
        'Print | Pin | Rate',
        'Rezept drucken',
        'Skip to Recipe',
        'Zum Rezept springen',
        '2 eggs',
      ],
      'ingredients',
    ),
  ).toEqual(['2 eggs'])
  expect(cleanLines(['Share the love with friends.', 'Print it out.'], 'steps')).toEqual([
    'Share the love with friends.',
    'Print it out.',
  ])
})

test('the label of a servings control is no ingredient', () => {
  expect(cleanLines(['Portionen', '1 kg Rindfleisch', 'Servings:'], 'ingredients')).toEqual([
    '1 kg Rindfleisch',
  ])
})

test('long lines of button words and numbers are read in linear time', () => {
  const started = performance.now()
  for (const line of ['print '.repeat(3000) + 'x', '1x '.repeat(3000) + 'y', 'metric '.repeat(3000) + 'z'])
    cleanLines([line], 'ingredients')
  // Backtracking would take minutes; the margin is for a busy machine.
  expect(performance.now() - started).toBeLessThan(3_000)
})

test('characters that take no room are left out, so the line reads and matches as it shows', () => {
  expect(cleanLines(['\u200b\u200b3 tbsp butter', '1 cup\u00ad milk'], 'ingredients')).toEqual([
    '3 tbsp butter',
    '1 cup milk',
  ])
  expect(cleanLines(['\ufeff1. Melt the butter.', '2. Stir.'], 'steps')).toEqual([
    'Melt the butter.',
    'Stir.',
  ])
})

test('a link to a file with its size is a download beside the recipe, not a line of it', () => {
  expect(
    cleanLines(
      ['2 cups strawberries', '4" x 6" recipe card (344 KB)', 'Printable version, 1.2 MB', '1 tbsp honey'],
      'ingredients',
    ),
  ).toEqual(['2 cups strawberries', '1 tbsp honey'])
  expect(cleanLines(['1 kg potatoes (2.2 lb)', '500 g flour (about 4 cups)'], 'ingredients')).toEqual([
    '1 kg potatoes (2.2 lb)',
    '500 g flour (about 4 cups)',
  ])
})

test('a servings control with its number is the yield, not an ingredient', () => {
  expect(
    cleanLines(['2 personnes', '200 g farine', 'Serves 4', 'für 4 Personen', '2 eggs'], 'ingredients'),
  ).toEqual(['200 g farine', '2 eggs'])
  expect(cleanLines(['4 portions of rice, cooked'], 'ingredients')).toEqual(['4 portions of rice, cooked'])
})

test('a photo’s credit under a picture between steps is not a step', () => {
  expect(
    cleanLines(
      ['Whisk the eggs.', 'Photo: Jane Doe', 'Foto von Max Muster', 'Bake for 20 minutes.'],
      'steps',
    ),
  ).toEqual(['Whisk the eggs.', 'Bake for 20 minutes.'])
  expect(cleanLines(['Photograph the cake before you cut it.'], 'steps')).toEqual([
    'Photograph the cake before you cut it.',
  ])
})
