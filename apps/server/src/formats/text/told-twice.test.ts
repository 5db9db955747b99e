/** A recipe told twice in one text (a post's walk-through, then its card): the card is the recipe. */
import { expect, test } from 'vitest'
import { readRecipeText, type TextLine } from './read-recipe-text.ts'

const heading = (text: string): TextLine => ({ text, kind: 'heading' })
const item = (text: string): TextLine => ({ text, kind: 'item' })
const paragraph = (text: string): TextLine => ({ text, kind: 'paragraph' })

const CARD_INGREDIENTS = [
  '300 g long-grain rice',
  '1 lemon, zested',
  '600 ml vegetable stock',
  '2 tbsp butter',
]
const CARD_STEPS = [
  'Heat the oven to 180 °C.',
  'Stir the rice, zest and stock together in a dish.',
  'Dot with the butter and bake for 35 minutes.',
]
const CARD: TextLine[] = [
  heading('Baked lemon rice'),
  heading('Ingredients'),
  ...CARD_INGREDIENTS.map(item),
  heading('Instructions'),
  ...CARD_STEPS.map(item),
]

test('a walk-through method before the recipe’s own list is the post’s story, not a step', () => {
  const read = readRecipeText([
    heading('Baked lemon rice'),
    paragraph('Our favourite side on busy evenings.'),
    heading('How to make baked lemon rice'),
    paragraph('First we zest the lemon, which is the part that smells of summer.'),
    paragraph('Then the rice goes in the oven and the kitchen does the rest.'),
    ...CARD.slice(1),
  ])
  expect(read?.instructions).toEqual(CARD_STEPS)
})

test('a recipe told first in the post and again in its card is read once, from the card', () => {
  const read = readRecipeText([
    heading('Baked lemon rice'),
    heading('Ingredients'),
    item('Long-grain rice: it stays fluffy in the oven.'),
    item('Lemon zest for the scent, and a little juice if you like.'),
    item('Vegetable stock, homemade or from a cube.'),
    item('Butter to finish.'),
    heading('Instructions'),
    paragraph('Stir everything together, dot with butter and bake until the stock is gone.'),
    ...CARD.slice(1),
  ])
  expect(read?.ingredients).toEqual(CARD_INGREDIENTS)
  expect(read?.instructions).toEqual(CARD_STEPS)
})

test('a tour of the ingredients in sentences beside the list with amounts is left out', () => {
  const read = readRecipeText([
    heading('Baked lemon rice'),
    heading('Ingredients you will need'),
    // Lines as a post writes them: no amounts, no full stops (sentences at a list's end are its notes).
    item('Rice – any long-grain rice works, basmati is the one we keep coming back to'),
    item('Lemon – unwaxed if you can find it, the zest goes straight into the dish'),
    item('Vegetable stock'),
    item('Butter – a little at the end makes the rice glossy and rich'),
    ...CARD.slice(1),
  ])
  expect(read?.ingredients).toEqual(CARD_INGREDIENTS)
})

test('parts of one recipe, each with its own list and method, are all kept', () => {
  const read = readRecipeText([
    heading('Apple tart'),
    heading('Ingredients for the pastry'),
    item('250 g flour'),
    item('125 g cold butter'),
    item('1 egg yolk'),
    heading('Method'),
    item('Rub the butter into the flour, add the yolk and chill the dough.'),
    heading('Ingredients for the filling'),
    item('4 apples, sliced'),
    item('2 tbsp brown sugar'),
    item('1 tsp cinnamon'),
    heading('Method'),
    item('Lay the apples on the rolled pastry, sprinkle with sugar and cinnamon, and bake.'),
  ])
  expect(read?.ingredients).toEqual([
    '[Ingredients for the pastry]',
    '250 g flour',
    '125 g cold butter',
    '1 egg yolk',
    '[Ingredients for the filling]',
    '4 apples, sliced',
    '2 tbsp brown sugar',
    '1 tsp cinnamon',
  ])
  expect(read?.instructions.filter((line) => !line.startsWith('['))).toEqual([
    'Rub the butter into the flour, add the yolk and chill the dough.',
    'Lay the apples on the rolled pastry, sprinkle with sugar and cinnamon, and bake.',
  ])
})

test('a short list without amounts beside the list with them is a part of the recipe (to serve)', () => {
  const read = readRecipeText([
    ...CARD.slice(0, 6),
    heading('Ingredients to serve'),
    item('Fresh parsley'),
    item('Lemon wedges'),
    ...CARD.slice(6),
  ])
  expect(read?.ingredients).toContain('Fresh parsley')
  expect(read?.ingredients).toContain('300 g long-grain rice')
})

test('a list shown again after the method (the page’s copy for another screen) is read once', () => {
  const read = readRecipeText([
    ...CARD,
    paragraph('Ingredients'),
    ...CARD_INGREDIENTS.map(item),
    paragraph('Add the list to your basket'),
  ])
  expect(read?.ingredients).toEqual(CARD_INGREDIENTS)
  expect(read?.instructions).toEqual(CARD_STEPS)
})

test('a walk-through under a "What you’ll need" heading that lists nothing (its photos) is the post’s story', () => {
  const read = readRecipeText([
    heading('Baked lemon rice'),
    heading('What you’ll need'),
    heading('How to make it'),
    item('Zest the lemon first, the kitchen will smell of summer.'),
    item('Then stir everything together and let the oven do the rest.'),
    ...CARD.slice(1),
  ])
  expect(read?.instructions).toEqual(CARD_STEPS)
})

test('names alone beside the list with amounts, before it or after the method, are the post’s roll of them', () => {
  const read = readRecipeText([
    heading('Baked lemon rice'),
    heading('What you will need'),
    item('rice'),
    item('lemon'),
    item('vegetable stock'),
    item('butter'),
    ...CARD.slice(1),
    heading('Ingredients in this recipe'),
    item('rice'),
    item('lemon'),
    item('butter'),
    item('Side dishes'),
    heading('About the author'),
    paragraph('I cook for a family of five.'),
  ])
  expect(read?.ingredients).toEqual(CARD_INGREDIENTS)
  expect(read?.instructions).toEqual(CARD_STEPS)
})

test('a group of names the list with amounts does not name stays: the recipe’s garnish', () => {
  const read = readRecipeText([
    ...CARD,
    heading('Ingredients to serve'),
    item('fresh parsley'),
    item('toasted almonds'),
    item('yogurt'),
  ])
  expect(read?.ingredients).toEqual([
    ...CARD_INGREDIENTS,
    '[Ingredients to serve]',
    'fresh parsley',
    'toasted almonds',
    'yogurt',
  ])
})
