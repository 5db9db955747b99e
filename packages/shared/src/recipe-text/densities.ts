/**
 * Grams in one US cup of common dry and solid ingredients, so a weight can also be read in cups (issue 15).
 * Approximate by nature (flour settles, sugar packs): what it gives is always marked "≈".
 * Keywords in English, Italian and German; the longest keyword found in the line wins.
 */
const GRAMS_PER_CUP: readonly (readonly [number, string])[] = [
  [125, 'flour|all-purpose flour|plain flour|farina|farina 00|mehl|weizenmehl'],
  [96, 'almond flour|ground almonds|farina di mandorle|mandorle tritate|gemahlene mandeln|mandelmehl'],
  [200, 'sugar|granulated sugar|caster sugar|zucchero|zucchero semolato|zucker|kristallzucker'],
  [220, 'brown sugar|zucchero di canna|brauner zucker|rohrzucker'],
  [120, "powdered sugar|icing sugar|confectioners' sugar|zucchero a velo|puderzucker"],
  [227, 'butter|burro'],
  [185, 'rice|riso|reis'],
  [90, "oats|rolled oats|oatmeal|fiocchi d'avena|avena|haferflocken"],
  [85, 'cocoa|cocoa powder|cacao|cacao amaro|kakao|kakaopulver'],
  [128, 'cornstarch|cornflour|amido di mais|maizena|speisestärke|maisstärke'],
  [340, 'honey|miele|honig'],
  [110, 'breadcrumbs|pangrattato|semmelbrösel|paniermehl'],
  [170, 'chocolate chips|gocce di cioccolato|schokotropfen'],
  [100, 'grated parmesan|parmesan|parmigiano|parmigiano grattugiato'],
  [150, 'raisins|uvetta|rosinen'],
]

const KEYWORDS = GRAMS_PER_CUP.flatMap(([grams, words]) =>
  words.split('|').map((word) => ({ word, grams })),
).sort((a, b) => b.word.length - a.word.length)

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')
}

const PATTERNS = KEYWORDS.map(({ word, grams }) => ({
  pattern: new RegExp(`(?<!\\p{L})${escape(word)}(?!\\p{L})`, 'iu'),
  grams,
}))

/** Grams per cup of the ingredient the line names, or null when it is not in the table. */
export function gramsPerCup(line: string): number | null {
  return PATTERNS.find(({ pattern }) => pattern.test(line))?.grams ?? null
}

// A line naming a liquid measures a liquid, whatever else it names ("rice vinegar", "sugar syrup").
const LIQUID = new RegExp(
  `(?<!\\p{L})(?:${[
    'vinegar|wine|milk|buttermilk|water|oil|syrup|juice|stock|broth|cream|sauce|liqueur|extract',
    'aceto|vino|latte|acqua|olio|sciroppo|succo|brodo|panna|salsa|liquore|estratto',
    'essig|wein|milch|buttermilch|wasser|öl|sirup|saft|brühe|sahne|soße|sauce|likör|extrakt',
  ].join('|')})(?!\\p{L})`,
  'iu',
)

/**
 * Grams per cup of a dry or solid ingredient the line names (flour, sugar, butter…), which cooks weigh rather
 * than measure in millilitres; null for liquids and for what the table does not know.
 */
export function weighedGramsPerCup(line: string): number | null {
  return LIQUID.test(line) ? null : gramsPerCup(line)
}
