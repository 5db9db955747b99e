import { expect, test } from 'vitest'
import { isBareSectionTitle, sectionOf } from './section-words.ts'

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
  ['材料（2人分）', 'ingredients'],
  ['材料：', 'ingredients'],
  ['Instructions', 'instructions'],
  ['Directions', 'instructions'],
  ['Method', 'instructions'],
  ['## Preparation', 'instructions'],
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
