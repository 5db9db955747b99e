/** Recipes whose text names no part: told apart by what their lines look like. */
import { expect, test } from 'vitest'
import { linesOfText, readRecipeText } from './read-recipe-text.ts'

const read = (text: string) => readRecipeText(linesOfText(text))

test('German: a run of amounts, a group named without a colon, sentences after', () => {
  expect(
    read(`Apfelkuchen vom Blech

Für 12 Stücke

500 g Mehl
200 g Zucker
3 Eier
Prise Salz

Belag
1,5 kg Äpfel
2 EL Zimt

Den Backofen auf 180 Grad vorheizen.
Den Teig auf das Blech streichen und mit den Äpfeln belegen.
Etwa 40 Minuten backen.`),
  ).toEqual({
    title: 'Apfelkuchen vom Blech',
    description: '',
    yield: 'Für 12 Stücke',
    activeTime: '',
    totalTime: '',
    notes: '',
    ingredients: [
      '500 g Mehl',
      '200 g Zucker',
      '3 Eier',
      'Prise Salz',
      '[Belag]',
      '1,5 kg Äpfel',
      '2 EL Zimt',
    ],
    instructions: [
      'Den Backofen auf 180 Grad vorheizen.',
      'Den Teig auf das Blech streichen und mit den Äpfeln belegen.',
      'Etwa 40 Minuten backen.',
    ],
  })
})

test('Italian e-mail: the subject is the title, greeting and closing left out', () => {
  expect(
    read(`Oggetto: R: Il ragù della nonna

Ciao Marco,
ecco la ricetta di cui ti parlavo.

Per 4 persone

500 g di carne macinata
1 cipolla
1 carota
sale e pepe q.b.

Tritare cipolla e carota e farle appassire nell'olio.
Aggiungere la carne e farla rosolare a fuoco vivace.

Un abbraccio,
Giulia

Inviato da iPhone`),
  ).toEqual({
    title: 'Il ragù della nonna',
    description: 'ecco la ricetta di cui ti parlavo.',
    yield: 'Per 4 persone',
    activeTime: '',
    totalTime: '',
    notes: '',
    ingredients: ['500 g di carne macinata', '1 cipolla', '1 carota', 'sale e pepe q.b.'],
    instructions: [
      "Tritare cipolla e carota e farle appassire nell'olio.",
      'Aggiungere la carne e farla rosolare a fuoco vivace.',
    ],
  })
})

test('a PDF: facts on one line, page footers out, wrapped steps joined back into one', () => {
  expect(
    read(`Oatmeal Cookies
Makes 24 cookies
Prep 15 min | Bake 12 min

1 cup butter, softened
1 cup brown sugar
2 eggs
3 cups rolled oats

Preheat the oven to 350 °F and line two baking sheets with parchment
paper.
Cream the butter and sugar until light and fluffy, then beat in the
eggs one at a time.
Page 1 of 2
Fold in the oats and bake for 12 minutes, until the edges are golden
and the middles still soft.`),
  ).toMatchObject({
    title: 'Oatmeal Cookies',
    yield: '24 cookies',
    activeTime: '15 min',
    totalTime: '27 min',
    notes: 'Bake 12 min',
    ingredients: ['1 cup butter, softened', '1 cup brown sugar', '2 eggs', '3 cups rolled oats'],
    instructions: [
      'Preheat the oven to 350 °F and line two baking sheets with parchment paper.',
      'Cream the butter and sugar until light and fluffy, then beat in the eggs one at a time.',
      'Fold in the oats and bake for 12 minutes, until the edges are golden and the middles still soft.',
    ],
  })
})

test('numbered steps: a wrapped step goes on after its number, whatever case it starts in', () => {
  expect(
    read(`Flatbreads
250 g flour
150 ml warm water
1 tsp salt

1. Mix the flour, water and salt into a soft dough, knead for five
Minutes and leave it covered.
2. Divide into six, roll each out thinly
and cook in a dry pan.`)?.instructions,
  ).toEqual([
    'Mix the flour, water and salt into a soft dough, knead for five Minutes and leave it covered.',
    'Divide into six, roll each out thinly and cook in a dry pan.',
  ])
})

test('a word broken at the end of a line is mended', () => {
  expect(
    read(
      `Tea loaf\n2 cups tea\n1 cup raisins\n\nSoak the raisins in the tea over-\nnight, then bake at a moderate tempera-\nture.`,
    )?.instructions,
  ).toEqual(['Soak the raisins in the tea over-night, then bake at a moderate tempera-ture.'])
})

test('a tip before the ingredients is a note, and the list after it is still found', () => {
  expect(
    read('Pancakes\nTip: use buttermilk.\n200 g flour\n2 eggs\n\nWhisk it all.\nFry thin pancakes.'),
  ).toMatchObject({
    title: 'Pancakes',
    notes: 'Tip: use buttermilk.',
    ingredients: ['200 g flour', '2 eggs'],
    instructions: ['Whisk it all.', 'Fry thin pancakes.'],
  })
})

test('the first line alone is the title even when it starts with a number', () => {
  expect(
    read(
      `2-Minute Mug Cake\n\n4 tbsp flour\n3 tbsp sugar\n1 egg\n\nMix in a mug.\nMicrowave for 90 seconds.`,
    ),
  ).toMatchObject({
    title: '2-Minute Mug Cake',
    ingredients: ['4 tbsp flour', '3 tbsp sugar', '1 egg'],
  })
})

test('Portuguese with bullets, Hungarian and Czech with amounts after the names', () => {
  expect(
    read(
      `Bolo\n\n• 2 xícaras de farinha\n• 3 ovos\n• 1 xícara de açúcar\n\nMisture tudo e asse por 40 minutos.`,
    ),
  ).toMatchObject({
    ingredients: ['2 xícaras de farinha', '3 ovos', '1 xícara de açúcar'],
    instructions: ['Misture tudo e asse por 40 minutos.'],
  })
  expect(
    read(
      `Palacsinta\n\nliszt 20 dkg\ntojás 2 db\ntej 3 dl\n\nA hozzávalókat csomómentesre keverjük.\nVékony palacsintákat sütünk.`,
    )?.ingredients,
  ).toEqual(['liszt 20 dkg', 'tojás 2 db', 'tej 3 dl'])
  expect(
    read(`Rolky\n\nTortilla pšeničná 2 ks\nSýr 125 g\nOkurka 1 ks\n\nTortily pomažte sýrem a zarolujte.`)
      ?.ingredients,
  ).toEqual(['Tortilla pšeničná 2 ks', 'Sýr 125 g', 'Okurka 1 ks'])
})

test.for([
  ['an empty text', ''],
  ['only spaces and blank lines', '  \n\n \t \n'],
  [
    'a letter without a recipe',
    'Hi Tom,\n\nWe bought 2 kilos of plums at the market. It was a lovely day!\n\nSee you soon,\nEmma',
  ],
  ['a shopping list', '2 eggs\n1 l milk\n500 g flour\nbread'],
  ['a method without ingredients', 'Mix everything.\nBake for 20 minutes.\nLet it cool before slicing.'],
  ['a list and a signature', '2 eggs\n1 l milk\n\nThanks!\nAnna'],
] as const)('no recipe in %s', ([, text]) => {
  expect(read(text)).toBeNull()
})
