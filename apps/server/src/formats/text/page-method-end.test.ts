/** A web page's method ends where the page around the recipe begins; a pasted method is left whole. */
import { expect, test } from 'vitest'
import { linesOfText, readRecipeText, type TextLine } from './read-recipe-text.ts'

const heading = (text: string): TextLine => ({ text, kind: 'heading' })
const item = (text: string): TextLine => ({ text, kind: 'item' })

test('the links, prices and headlines after a page’s method are not steps', () => {
  const read = readRecipeText([
    heading('Barley soup'),
    heading('Ingredients'),
    item('100 g pearl barley'),
    item('1 leek, sliced'),
    item('1.5 l vegetable stock'),
    heading('Method'),
    heading('Step 1'),
    item('Rinse the barley well and drain it.'),
    heading('Step 2'),
    item('Soften the leek in a little butter, add the barley and stock and simmer for 40 minutes.'),
    heading('You may also like'),
    item('Leek and potato soup'),
    item('25 mins'),
    item('Will this winter be the coldest in years?'),
    item('Save recipe'),
    item('Gift box £30.00'),
    item('Mushroom risotto'),
  ])
  expect(read?.instructions).toEqual([
    '[Step 1]',
    'Rinse the barley well and drain it.',
    '[Step 2]',
    'Soften the leek in a little butter, add the barley and stock and simmer for 40 minutes.',
  ])
})

test('a pasted method of short lines is all the cook’s: nothing around it to cut', () => {
  const read = readRecipeText(
    linesOfText(`Barley soup

Ingredients
100 g pearl barley
1 leek, sliced

Method
Rinse the barley well and drain it.
Simmer with the leek for 40 minutes
Season
Serve hot
With bread`),
  )
  expect(read?.instructions).toEqual([
    'Rinse the barley well and drain it.',
    'Simmer with the leek for 40 minutes',
    'Season',
    'Serve hot',
    'With bread',
  ])
})

test('after a method laid out as a list, a heading over prose is the page’s; a part’s heading over steps is not', () => {
  const paragraph = (text: string): TextLine => ({ text, kind: 'paragraph' })
  const read = readRecipeText([
    heading('Barley soup'),
    heading('Ingredients'),
    item('100 g pearl barley'),
    item('1 leek, sliced'),
    item('1.5 l vegetable stock'),
    heading('Method'),
    item('Rinse the barley well and drain it.'),
    item('Soften the leek in a little butter.'),
    heading('To finish'),
    item('Add the barley and stock and simmer for 40 minutes.'),
    heading('More soups we love'),
    paragraph('If you like this one, here are a few more for cold evenings:'),
    item('Leek and potato soup. Creamy, quick and ready in half an hour.'),
    item('Tomato soup. Roast the tomatoes first for a deeper flavour.'),
    item('Lentil soup. A pantry dinner that keeps for days in the fridge.'),
  ])
  expect(read?.instructions).toEqual([
    'Rinse the barley well and drain it.',
    'Soften the leek in a little butter.',
    '[To finish]',
    'Add the barley and stock and simmer for 40 minutes.',
  ])
})

test('a long paragraph of the post’s story right after a method laid out as a list ends the method', () => {
  const lines: TextLine[] = [
    { text: 'Ingredients', kind: 'heading' },
    { text: '1 cup mayonnaise', kind: 'item' },
    { text: '2 tbsp cider vinegar', kind: 'item' },
    { text: 'Instructions', kind: 'heading' },
    { text: 'Whisk everything together and chill for an hour.', kind: 'item' },
    { text: 'Serve with grilled chicken', kind: 'item' },
    {
      text: 'My version of this sauce has a little more pepper than the one we had on our trip south, and I like it better that way.',
      kind: 'paragraph',
    },
    {
      text: 'Then I brushed the chicken with the sauce and let it rest on the grill for a while.',
      kind: 'paragraph',
    },
    { text: 'Cut the chicken into strips once it has rested and pile it on a soft bun.', kind: 'paragraph' },
    { text: 'Add a few pickles and more sauce, and the sandwich is done.', kind: 'paragraph' },
  ]
  expect(readRecipeText(lines)?.instructions).toEqual([
    'Whisk everything together and chill for an hour.',
    'Serve with grilled chicken',
  ])
})
