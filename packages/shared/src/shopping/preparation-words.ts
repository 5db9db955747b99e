import { foldAccents } from './text-folding.ts'

/**
 * Words that say how an ingredient is prepared or how much of it is wanted, not what to buy: "2 onions,
 * finely chopped" and "1 onion" are the same item. Whole words only; product words stay ("ground beef",
 * "dried oregano", "frozen peas", "pomodori pelati", "Frischkäse").
 */
const ENGLISH = [
  'chopped minced diced sliced grated shredded crushed peeled seeded deseeded pitted cored halved quartered',
  'cubed julienned mashed melted softened beaten whisked sifted toasted trimmed rinsed washed drained packed',
  'finely coarsely roughly thinly thickly lightly freshly fresh large small medium ripe chilled organic',
  'boneless skinless heaped heaping level',
]
// Italian participles and adjectives agree with the noun: each stem takes -o, -a, -i and -e.
const ITALIAN_STEMS =
  'tritat tagliat affettat grattugiat sminuzzat sbucciat schiacciat sbattut tostat lavat sgocciolat frullat ' +
  'ammorbidit spezzettat piccol medi matur tiepid'
const ITALIAN = ['fresco fresca freschi fresche grande grandi fuso fusa finemente grossolanamente sottile']
// German adjectives take -e, -er, -es, -en and -em.
const GERMAN_STEMS =
  'gehackt gewürfelt geschnitten gerieben geschält frisch zerlassen geschmolzen weich gesiebt geröstet ' +
  'gewaschen abgetropft zerdrückt püriert klein groß mittelgroß halbiert geviertelt entkernt reif fein grob'

function words(lines: readonly string[]): string[] {
  return lines.flatMap((line) => line.split(' '))
}

/** Folded as item words are compared ("gewürfelt" = "gewurfelt"). */
export const PREPARATION_WORDS: ReadonlySet<string> = new Set(
  [
    ...words(ENGLISH),
    ...words(ITALIAN),
    ...ITALIAN_STEMS.split(' ').flatMap((stem) => ['o', 'a', 'i', 'e'].map((end) => `${stem}${end}`)),
    ...GERMAN_STEMS.split(' ').flatMap((stem) =>
      ['', 'e', 'er', 'es', 'en', 'em'].map((end) => `${stem}${end}`),
    ),
  ].map(foldAccents),
)

/** Phrases of several words, removed wherever they stand: notes on taste, use and cut. */
export const NOTE_PHRASES: readonly string[] = [
  'to taste',
  'as needed',
  'for garnish',
  'for serving',
  'at room temperature',
  'optional',
  'q.b.',
  'quanto basta',
  'a piacere',
  'per guarnire',
  'facoltativo',
  'a cubetti',
  'a dadini',
  'a fette',
  'a rondelle',
  'a pezzetti',
  'a listarelle',
  'nach geschmack',
  'nach belieben',
  'zum garnieren',
  'in scheiben',
  'in würfeln',
  'in streifen',
]
