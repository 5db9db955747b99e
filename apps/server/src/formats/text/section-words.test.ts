import { expect, test } from 'vitest'
import { endsSection, isBareSectionTitle, readSectionHeading, sectionOf } from './section-words.ts'

test.for([
  ['Ingredients', 'ingredients'],
  ['INGREDIENTS:', 'ingredients'],
  ['What you’ll need', 'ingredients'],
  ['Zutaten für 4 Personen', 'ingredients'],
  ['Zutaten*', 'ingredients'],
  ['Ingredienti', 'ingredients'],
  ['Ingrédients', 'ingredients'],
  ['Ingredientes para 4 personas', 'ingredients'],
  ['Ingrediënten', 'ingredients'],
  ['Ingredienser', 'ingredients'],
  ['Suroviny', 'ingredients'],
  ['Składniki', 'ingredients'],
  ['Hozzávalók', 'ingredients'],
  ['Υλικά', 'ingredients'],
  ['Sastojci', 'ingredients'],
  ['Die Zutaten', 'ingredients'],
  ['Les ingrédients', 'ingredients'],
  ['The Method', 'instructions'],
  ["L'impasto", null],
  ['A method to the madness', null],
  ['Bahan-bahan', 'ingredients'],
  ['Nguyên liệu', 'ingredients'],
  ['ส่วนผสม', 'ingredients'],
  ['المكونات', 'ingredients'],
  ['מצרכים', 'ingredients'],
  ['Інгредієнти', 'ingredients'],
  ['Cara membuat', 'instructions'],
  ['Cách làm', 'instructions'],
  ['Cómo hacer tarta de manzana', 'instructions'],
  ['Comment préparer la pâte', 'instructions'],
  ['วิธีทำ', 'instructions'],
  ['طريقة التحضير', 'instructions'],
  ['Modo de fazer', 'instructions'],
  ['Så här gör du', 'instructions'],
  ['Zo maak je het', 'instructions'],
  ['Cooking method', 'instructions'],
  ['材料（2人分）', 'ingredients'],
  ['材料：', 'ingredients'],
  ['Instructions', 'instructions'],
  ['Directions', 'instructions'],
  ['Method', 'instructions'],
  ['## Preparation', 'instructions'],
  ['🛒 Ingredienti:', 'ingredients'],
  ['👩‍🍳 Zubereitung', 'instructions'],
  ['👨🏽‍🍳Method', 'instructions'],
  ['Zubereitung', 'instructions'],
  ['Preparazione', 'instructions'],
  ['Procedimento', 'instructions'],
  ['Préparation', 'instructions'],
  ['Elaboración de la crema', 'instructions'],
  ['Modo de preparo', 'instructions'],
  ['Bereidingswijze', 'instructions'],
  ['Gör så här', 'instructions'],
  ['Fremgangsmåde', 'instructions'],
  ['Slik gjør du', 'instructions'],
  ['Postup', 'instructions'],
  ['Przygotowanie', 'instructions'],
  ['Elkészítés', 'instructions'],
  ['Εκτέλεση', 'instructions'],
  ['Priprema', 'instructions'],
  ['作り方', 'instructions'],
  ['做法：', 'instructions'],
  ['Preparation time: 10 min', null],
  ['Methods of payment', null],
  ['Ingredients are the heart of every good dish, and this long sentence says so at length', null],
  ['Comments', null],
  ['', null],
] as const)('%j → %j', ([heading, kind]) => {
  expect(sectionOf(heading)).toBe(kind)
})

test('a bare section title is only the word', () => {
  expect(isBareSectionTitle('Ingredients:')).toBe(true)
  expect(isBareSectionTitle('Zubereitung')).toBe(true)
  expect(isBareSectionTitle('Zutaten für den Teig')).toBe(false)
})

test.for([
  ['Ingredients', { kind: 'ingredients', rest: '', inline: false }],
  ['Zutaten für 4 Personen:', { kind: 'ingredients', rest: 'für 4 Personen', inline: false }],
  ['材料（2人分）', { kind: 'ingredients', rest: '（2人分）', inline: false }],
  ['Instrukcje', { kind: 'instructions', rest: '', inline: false }],
  [
    'Préparation : Mélanger 200 g de farine et les œufs.',
    {
      kind: 'instructions',
      rest: 'Mélanger 200 g de farine et les œufs.',
      inline: true,
    },
  ],
  ['Notes', { kind: 'notes', rest: '', inline: false }],
  ['Tipp: Schmeckt auch kalt.', { kind: 'notes', rest: 'Schmeckt auch kalt.', inline: true }],
  ['Consigli', { kind: 'notes', rest: '', inline: false }],
  ['Uwagi:', { kind: 'notes', rest: '', inline: false }],
  ['Preparation time: 10 min', null],
  ['Tipping point', null],
] as const)('%j opens %j', ([line, heading]) => {
  expect(readSectionHeading(line)).toEqual(heading)
})

test.for([
  ['Equipment', false, true],
  ['Nutrition facts per serving', false, true],
  ['Nährwerte', true, true],
  ['Ustensiles :', true, true],
  ['Notes', true, true],
  ['Tip: use a fork', true, false],
  ['Tip: use a fork', false, true],
  ['Ingredients', false, false],
  ['Tools of the trade that every cook who loves to bake at home on a Sunday needs', false, false],
] as const)('endsSection(%j, bare %j) is %j', ([text, bare, expected]) => {
  expect(endsSection(text, bare)).toBe(expected)
})
