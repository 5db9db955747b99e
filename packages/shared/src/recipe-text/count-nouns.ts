/**
 * Kitchen nouns whose form follows their number (issue 15): "2 eggs" × ½ is "1 egg", "1 uovo" × 2 "2 uova",
 * "2 Zehen" × ½ "1 Zehe". Pairs are [singular, plural]; a word not in the table is left as written.
 */
type Pair = readonly [string, string]

function pairs(text: string): Pair[] {
  return text.split(' ').map((pair) => {
    const [singular = '', plural = singular] = pair.split('/')
    return [singular, plural] as const
  })
}

const ENGLISH = pairs(
  'egg/eggs clove/cloves onion/onions potato/potatoes tomato/tomatoes carrot/carrots lemon/lemons lime/limes ' +
    'apple/apples banana/bananas orange/oranges shallot/shallots leaf/leaves slice/slices can/cans ' +
    'package/packages cup/cups tablespoon/tablespoons teaspoon/teaspoons pinch/pinches sprig/sprigs ' +
    'stalk/stalks stick/sticks yolk/yolks bunch/bunches head/heads fillet/fillets breast/breasts ' +
    'cucumber/cucumbers avocado/avocados pound/pounds ounce/ounces quart/quarts pint/pints gallon/gallons ' +
    'loaf/loaves sheet/sheets piece/pieces',
)

const ITALIAN = pairs(
  'uovo/uova spicchio/spicchi cipolla/cipolle patata/patate pomodoro/pomodori carota/carote limone/limoni ' +
    'mela/mele peperone/peperoni scalogno/scalogni foglia/foglie fetta/fette lattina/lattine ' +
    'confezione/confezioni tazza/tazze cucchiaio/cucchiai cucchiaino/cucchiaini pizzico/pizzichi ' +
    'rametto/rametti gambo/gambi tuorlo/tuorli albume/albumi mazzetto/mazzetti zucchina/zucchine ' +
    'arancia/arance melanzana/melanzane bustina/bustine scatola/scatole filetto/filetti ' +
    'petto/petti',
)

const GERMAN = pairs(
  'Ei/Eier Zehe/Zehen Zwiebel/Zwiebeln Kartoffel/Kartoffeln Tomate/Tomaten Karotte/Karotten Möhre/Möhren ' +
    'Zitrone/Zitronen Limette/Limetten Apfel/Äpfel Schote/Schoten Schalotte/Schalotten ' +
    'Scheibe/Scheiben Dose/Dosen Packung/Packungen Tasse/Tassen Prise/Prisen Zweig/Zweige Stange/Stangen ' +
    'Knolle/Knollen Banane/Bananen Aubergine/Auberginen Gurke/Gurken Kugel/Kugeln Würstchen/Würstchen Brötchen/Brötchen',
)

/** Every form names one pair: a word shared by two languages with different plurals is left out. */
export const COUNT_NOUNS: readonly Pair[] = [...ENGLISH, ...ITALIAN, ...GERMAN]

const FORMS = new Map<string, Pair>()
for (const pair of COUNT_NOUNS) {
  for (const form of pair) FORMS.set(form.toLowerCase(), pair)
}
// German "Blatt" stays singular after a number ("2 Blatt Gelatine"), so it is not in the table.
// German compounds end in a table noun ("Knoblauchzehen", "Gemüsezwiebeln"); short nouns such as "Ei" would
// match too much ("Brei"), so only nouns of four letters or more are looked for at a word's end.
const GERMAN_ENDINGS = GERMAN.flat()
  .filter((form) => form.length >= 4)
  .sort((a, b) => b.length - a.length)

function keepCase(written: string, form: string): string {
  if (written.length > 1 && written === written.toUpperCase()) return form.toUpperCase()
  const first = written.charAt(0)
  const rest = form.slice(1)
  return first === first.toUpperCase()
    ? form.charAt(0).toUpperCase() + rest
    : form.charAt(0).toLowerCase() + rest
}

function findPair(lower: string): { pair: Pair; prefix: string } | null {
  const pair = FORMS.get(lower)
  if (pair) return { pair, prefix: '' }
  const ending = GERMAN_ENDINGS.find(
    (form) => lower.length > form.length && lower.endsWith(form.toLowerCase()),
  )
  const compound = ending === undefined ? undefined : FORMS.get(ending.toLowerCase())
  return ending === undefined || !compound ? null : { pair: compound, prefix: lower.slice(0, -ending.length) }
}

/** The form of `word` that agrees with `amount` (singular up to one), or the word itself when unknown. */
export function agreeWithAmount(word: string, amount: number): string {
  const found = findPair(word.toLowerCase())
  if (!found) return word
  const form = found.pair[amount > 0 && amount <= 1 ? 0 : 1].toLowerCase()
  const wanted = found.prefix + form
  return wanted === word.toLowerCase() ? word : keepCase(word, wanted)
}
