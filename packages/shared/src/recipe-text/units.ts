/** The unit table of spec §9, with the spec's exact conversion constants. */
export type UnitClass =
  'angle' | 'area' | 'digital' | 'length' | 'temperature' | 'time' | 'volume' | 'weight' | 'can' | 'package'

/** 'local' units (EL, Tasse, Pfund, cucchiaio…) belong to neither system, so both targets convert them. */
export type UnitSystem = 'metric' | 'us' | 'local'

export type MeasurementSystem = 'metric' | 'us'

export interface UnitDefinition {
  id: string
  unitClass: UnitClass
  system: UnitSystem
  /** Size in the class's base unit: ml, g or mm. Temperatures convert by formula; other classes never convert. */
  size: number
  /** Matched in any letter case; also the source of shortened, plural and misspelled forms. */
  words: readonly string[]
  /** Matched exactly as written, where case carries meaning (T is a tablespoon, t a teaspoon). */
  symbols: readonly string[]
}

const TSP = 4.92892
const TBSP = 3 * TSP
const FL_OZ = 2 * TBSP
const CUP = 8 * FL_OZ
const OZ = 28349.5 / 1000
const LB = 16 * OZ
const INCH = 25.4

export const SIZES = { TSP, TBSP, CUP, QUART: 4 * CUP, GALLON: 16 * CUP, OZ, LB, INCH } as const

export const CONVERTIBLE_CLASSES: ReadonlySet<UnitClass> = new Set([
  'volume',
  'weight',
  'length',
  'temperature',
])

type Row = readonly [UnitClass, UnitSystem, number]

/** Aliases are written "a|b|c" to keep the table readable; words may contain spaces ("fl oz"). */
function define(id: string, [unitClass, system, size]: Row, words: string, symbols = ''): UnitDefinition {
  const split = (aliases: string) => aliases.split('|').filter((alias) => alias.length > 0)
  return { id, unitClass, system, size, words: split(words), symbols: split(symbols) }
}

export const CELSIUS = define(
  'celsius',
  ['temperature', 'metric', 1],
  '° c|º c|℃|degrees c|degree c|deg c|degrees celsius|celsius|centigrade|grad|grad celsius|gradi',
)

export const UNITS: readonly UnitDefinition[] = [
  define('tsp', ['volume', 'us', TSP], 'tsp|tsps|teaspoon|teaspoons|teaspoonful|teaspoonfuls', 't'),
  define(
    'tbsp',
    ['volume', 'us', TBSP],
    'tbsp|tbsps|tbs|tbl|tbls|tblsp|tablespoon|tablespoons|tablespoonful',
    'T|Tb',
  ),
  define('fl-oz', ['volume', 'us', FL_OZ], 'fl oz|fl. oz|fluid ounce|fluid ounces|fl ounce|fl ounces'),
  define('cup', ['volume', 'us', CUP], 'cup|cups|cupful|cupfuls', 'c|C'),
  define('pint', ['volume', 'us', 2 * CUP], 'pint|pints|pt|pts'),
  define('quart', ['volume', 'us', 4 * CUP], 'quart|quarts|qt|qts'),
  define('gallon', ['volume', 'us', 16 * CUP], 'gallon|gallons|gal|gals'),
  define(
    'ml',
    ['volume', 'metric', 1],
    'ml|mls|milliliter|milliliters|millilitre|millilitres|millilitro|millilitri',
  ),
  define(
    'cl',
    ['volume', 'metric', 10],
    'cl|centiliter|centiliters|centilitre|centilitres|centilitro|centilitri',
  ),
  define('dl', ['volume', 'metric', 100], 'dl|deciliter|deciliters|decilitre|decilitres|decilitro|decilitri'),
  define('l', ['volume', 'metric', 1000], 'liter|liters|litre|litres|litro|litri|lt|ltr', 'l|L'),
  // Italian and German spoons and cups are the same measures as the English ones.
  define('el', ['volume', 'local', TBSP], 'esslöffel|eßlöffel|cucchiaio|cucchiai', 'EL|Essl|Eßl'),
  define('tl', ['volume', 'local', TSP], 'teelöffel|cucchiaino|cucchiaini', 'TL'),
  define('tasse', ['volume', 'local', CUP], 'tasse|tassen|tazza|tazze'),
  define(
    'mg',
    ['weight', 'metric', 0.001],
    'mg|milligram|milligrams|milligramme|milligrammes|milligrammo|milligrammi',
  ),
  define('g', ['weight', 'metric', 1], 'gr|gram|grams|gramme|grammes|gramm|grammo|grammi', 'g'),
  define('hg', ['weight', 'metric', 100], 'hg|etto|etti'),
  define(
    'kg',
    ['weight', 'metric', 1000],
    'kg|kgs|kilo|kilos|kilogram|kilograms|kilogramme|kilogramm|chilo|chilogrammo|chilogrammi',
  ),
  define('oz', ['weight', 'us', OZ], 'oz|ounce|ounces'),
  define('lb', ['weight', 'us', LB], 'lb|lbs|pound|pounds'),
  define('ton', ['weight', 'us', 2000 * LB], 'ton|tons'),
  // A German Pfund is half a kilogram, not an English pound.
  define('pfund', ['weight', 'local', 500], 'pfund|pfd'),
  define(
    'mm',
    ['length', 'metric', 1],
    'mm|millimeter|millimeters|millimetre|millimetres|millimetro|millimetri',
  ),
  define(
    'cm',
    ['length', 'metric', 10],
    'cm|centimeter|centimeters|centimetre|centimetres|centimetro|centimetri',
  ),
  define('m', ['length', 'metric', 1000], 'meter|meters|metre|metres|metro|metri', 'm'),
  define('in', ['length', 'us', INCH], 'inch|inches', 'in'),
  define('ft', ['length', 'us', 12 * INCH], 'ft|foot|feet'),
  define(
    'fahrenheit',
    ['temperature', 'us', 1],
    '° f|º f|℉|degrees f|degree f|deg f|degrees fahrenheit|fahrenheit',
    'F',
  ),
  CELSIUS,
  // Counted containers and times never convert; knowing them keeps "1 can" from being read as anything else.
  define(
    'can',
    ['can', 'local', 1],
    'can|cans|tin|tins|dose|dosen|lattina|lattine|scatola|scatole|barattolo',
  ),
  define(
    'package',
    ['package', 'local', 1],
    'package|packages|pkg|pkgs|packet|packets|pack|packs|packung|päckchen|pck|confezione|confezioni|bustina|bustine',
  ),
  define('minute', ['time', 'local', 60], 'min|mins|minute|minutes|minuto|minuti|minuten'),
  define('hour', ['time', 'local', 3600], 'hour|hours|hr|hrs|ora|ore|stunde|stunden', 'h'),
]
