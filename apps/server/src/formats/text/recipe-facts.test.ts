import { expect, test } from 'vitest'
import { readFacts, readYield } from './recipe-facts.ts'

test.for([
  ['Serves 4', 'Serves 4'],
  ['Makes 12', 'Makes 12'],
  ['Yield: 2 loaves', '2 loaves'],
  ['Servings: 6', 'Servings: 6'],
  ['Portionen: 4', 'Portionen: 4'],
  ['Für 4 Personen', 'Für 4 Personen'],
  ['Pour 6 personnes', 'Pour 6 personnes'],
  ['Per 4 persone', 'Per 4 persone'],
  ['Porzioni: 4', 'Porzioni: 4'],
  ['Voor 4 personen', 'Voor 4 personen'],
  ['Raciones: 4', 'Raciones: 4'],
  ['Rendimento: 8 porções', '8 porções'],
  ['4 portioner', '4 portioner'],
  ['Porsjoner: 4', 'Porsjoner: 4'],
  ['4 személyre', '4 személyre'],
  ['Počet porcí: 4', 'Počet porcí: 4'],
  ['Porcje: 6', 'Porcje: 6'],
  ['4人分', '4人分'],
  ['(serves 4–6)', 'serves 4–6'],
  ['2 portions of rice', null],
  ['4 Personen als Hauptgericht', null],
  ['Serve with rice', null],
] as const)('yield %j → %j', ([text, expected]) => {
  expect(readYield(text)).toBe(expected)
})

test.for([
  ['Prep time: 15 minutes', [['prep', '15 minutes']]],
  ['Cooking time 1 hour', [['cook', '1 hour']]],
  ['Total: 1 h 20 min', [['total', '1 h 20 min']]],
  ['Ready in 30 minutes', [['total', '30 minutes']]],
  ['Zubereitungszeit: 20 Min.', [['prep', '20 Min']]],
  ['Temps de cuisson : 35 min', [['cook', '35 min']]],
  ['Tempo di cottura: 40 minuti', [['cook', '40 minuti']]],
  ['Tiempo total: 45 minutos', [['total', '45 minutos']]],
  ['Czas przygotowania: 15 min', [['prep', '15 min']]],
  ['Sütési idő: 25 perc', [['cook', '25 perc']]],
  [
    'Prep 10 min | Cook 20 min | Serves 4',
    [
      ['prep', '10 min'],
      ['cook', '20 min'],
      ['yield', 'Serves 4'],
    ],
  ],
  [
    'Difficulty: easy · Prep: 5 min',
    [
      ['other', 'Difficulty: easy'],
      ['prep', '5 min'],
    ],
  ],
  [
    'Serves 6 Prep 10 min Bake 15 min',
    [
      ['yield', 'Serves 6'],
      ['prep', '10 min'],
      ['cook', '15 min'],
    ],
  ],
  [
    'Für 4 Personen Zubereitung: 30 Min. Backzeit: 1 Std.',
    [
      ['yield', 'Für 4 Personen'],
      ['prep', '30 Min'],
      ['cook', '1 Std'],
    ],
  ],
  [
    'Einfach · Für 4 Personen · Zubereitung: 30 Min.',
    [
      ['other', 'Einfach'],
      ['yield', 'Für 4 Personen'],
      ['prep', '30 Min'],
    ],
  ],
] as const)('facts of %j', ([line, expected]) => {
  expect(readFacts(line)?.map((fact) => [fact.kind, fact.value])).toEqual(expected)
})

test.for([
  'Serves 4 | Easy',
  'Salt · Pepper · Serves 4',
  'Bake 20 min Serve warm',
  'Cook 10 minutes, serve 4',
  'Cook 20 min',
  'Bake 20 min then serve 4',
])('no facts in %j', (line) => {
  expect(readFacts(line)).toBeNull()
})

test.for([
  'Cook 20 minutes',
  'Bake for 20 minutes.',
  'Preheat the oven to 200 °C | then bake',
  'Difficulty: easy',
  '2 eggs',
  `Serves ${'4 '.repeat(200)}`,
])('no facts in %j', (line) => {
  expect(readFacts(line)).toBeNull()
})
