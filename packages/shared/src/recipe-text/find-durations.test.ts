import { describe, expect, test } from 'vitest'
import { findDurations } from './find-durations.ts'

const MIN = 60
const HOUR = 3600

describe('findDurations', () => {
  test.for([
    // English
    ['Bake for 25 minutes until golden.', '25 minutes', 25 * MIN, 25 * MIN],
    ['Simmer 1 hour 15 minutes.', '1 hour 15 minutes', HOUR + 15 * MIN, HOUR + 15 * MIN],
    ['Roast 1 hr and 30 mins', '1 hr and 30 mins', 90 * MIN, 90 * MIN],
    ['Cook 10-12 min, stirring.', '10-12 min', 10 * MIN, 12 * MIN],
    ['Rest 5 to 10 minutes', '5 to 10 minutes', 5 * MIN, 10 * MIN],
    ['Whisk for 30 seconds', '30 seconds', 30, 30],
    ['Chill for 1½ hours', '1½ hours', 90 * MIN, 90 * MIN],
    ['Leave for half an hour', 'half an hour', 30 * MIN, 30 * MIN],
    ['Boil for two minutes', 'two minutes', 2 * MIN, 2 * MIN],
    ['Bake for an hour, then cool', 'an hour', HOUR, HOUR],
    ['Bake 2 h.', '2 h', 2 * HOUR, 2 * HOUR],
    ['Bake 2 h. Then cool.', '2 h.', 2 * HOUR, 2 * HOUR],
    // Italian
    ['Cuocere per 20 minuti.', '20 minuti', 20 * MIN, 20 * MIN],
    ['Lasciar lievitare 1 ora e 30 minuti', '1 ora e 30 minuti', 90 * MIN, 90 * MIN],
    ['Cuocere da 10 a 12 minuti', '10 a 12 minuti', 10 * MIN, 12 * MIN],
    ["Riposare per un'ora", "un'ora", HOUR, HOUR],
    ["Far riposare mezz'ora in frigo", "mezz'ora", 30 * MIN, 30 * MIN],
    ['Mescolare per 2 o 3 minuti', '2 o 3 minuti', 2 * MIN, 3 * MIN],
    ['Tostare 45 secondi', '45 secondi', 45, 45],
    // German
    ['30 Minuten backen.', '30 Minuten', 30 * MIN, 30 * MIN],
    ['Den Teig 1 Std. ruhen lassen.', '1 Std.', HOUR, HOUR],
    ['1 Stunde und 20 Minuten garen', '1 Stunde und 20 Minuten', 80 * MIN, 80 * MIN],
    ['Etwa 8-10 Min. köcheln', '8-10 Min.', 8 * MIN, 10 * MIN],
    ['Eine halbe Stunde ziehen lassen', 'Eine halbe Stunde', 30 * MIN, 30 * MIN],
    ['1,5 Stunden schmoren', '1,5 Stunden', 90 * MIN, 90 * MIN],
    ['20 Sekunden pürieren', '20 Sekunden', 20, 20],
    ['Eine Stunde gehen lassen', 'Eine Stunde', HOUR, HOUR],
    ['Ancora dieci minuti in forno', 'dieci minuti', 10 * MIN, 10 * MIN],
  ] as const)('%j → %j', ([text, written, seconds, maxSeconds]) => {
    expect(findDurations(text)).toEqual([
      {
        start: text.indexOf(written),
        end: text.indexOf(written) + written.length,
        text: written,
        seconds,
        maxSeconds,
      },
    ])
  })

  test('finds each duration of a step in order', () => {
    const found = findDurations('Bake 20 minutes, then lower the heat and bake 10 minutes more.')
    expect(found.map((duration) => duration.seconds)).toEqual([20 * MIN, 10 * MIN])
  })

  test.for([
    'Preheat the oven to 180 °C.',
    'Add 200 ml of milk and 2 minced garlic cloves.',
    'Use a 9-inch pan; 4 hens.',
    'Mix in 3 eggs one at a time.',
    'Keep in the fridge up to 5 days.',
    'Season with salt.',
    'Ora aggiungere 2 uova e una cipolla.',
    'Dann 2 Eier und eine Prise Salz zugeben.',
  ])('nothing to time in %j', (text) => {
    expect(findDurations(text)).toEqual([])
  })

  test('a later, larger unit starts a new duration instead of adding up', () => {
    expect(findDurations('5 minutes, 1 hour').map((duration) => duration.seconds)).toEqual([5 * MIN, HOUR])
  })

  test('a duration longer than three days is left alone', () => {
    expect(findDurations('Cure for 100 hours')).toEqual([])
  })
})
