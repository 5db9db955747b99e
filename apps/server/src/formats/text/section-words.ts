/**
 * The words recipes in many languages put above their ingredient list, their method and their notes, on
 * web pages (formats/html) and in pasted text (read-recipe-text.ts). A heading matches when it starts
 * with one of them and is short ("Zutaten für 4 Personen", "Ingredients:"), so a sentence that merely
 * mentions ingredients does not.
 */

const INGREDIENT_WORDS = [
  // English, German, Dutch, Scandinavian
  'ingredients',
  'ingredient list',
  'what you need',
  "what you'll need",
  'you will need',
  "you'll need",
  'zutaten',
  'zutatenliste',
  'ingrediënten',
  'ingredienten',
  'benodigdheden',
  'ingredienser',
  'du behöver',
  'du trenger',
  'du skal bruge',
  'je hebt nodig',
  'wat heb je nodig',
  'du brauchst',
  'sie brauchen',
  'das brauchst du',
  // Romance languages
  'ingredienti',
  'ingrédients',
  'ingredients',
  'ingredientes',
  'ingrediente',
  'ingredientes principales',
  'occorrente',
  'il vous faut',
  // Central and Eastern Europe, Greek, Turkish, Finnish
  'suroviny',
  'ingredience',
  'ingrediencie',
  'składniki',
  'skladniki',
  'hozzávalók',
  'hozzávalók:',
  'υλικά',
  'συστατικά',
  'sastojci',
  'sestavine',
  'ингредиенты',
  'продукты',
  'malzemeler',
  'ainekset',
  'ainesosat',
  // Baltic, Ukrainian, Catalan
  'ingredientai',
  'sastāvdaļas',
  'koostisosad',
  'інгредієнти',
  'складники',
  // South-East Asian, Middle Eastern, Indian
  'bahan',
  'bahan-bahan',
  'nguyên liệu',
  'ส่วนผสม',
  'วัตถุดิบ',
  'المكونات',
  'مكونات',
  'מצרכים',
  'רכיבים',
  'सामग्री',
  // East Asian
  '材料',
  '食材',
  '配料',
  '用料',
  '재료',
]

const INSTRUCTION_WORDS = [
  // English
  'instructions',
  'directions',
  'method',
  'preparation',
  'steps',
  'how to make',
  'how to make it',
  'procedure',
  'cooking instructions',
  'recipe instructions',
  'step by step',
  // German, Dutch
  'zubereitung',
  'anleitung',
  "so geht's",
  'so gehts',
  'so wird es gemacht',
  'zubereitungsschritte',
  'bereiding',
  'bereidingswijze',
  'bereiden',
  'werkwijze',
  'instructies',
  // Scandinavian
  'gör så här',
  'instruktioner',
  'tillagning',
  'tillvägagångssätt',
  'fremgangsmåde',
  'sådan gør du',
  'tilberedning',
  'fremgangsmåte',
  'slik gjør du',
  'framgangsmåte',
  // Romance languages
  'preparazione',
  'procedimento',
  'istruzioni',
  'préparation',
  'étapes',
  'réalisation',
  'instructions',
  'preparación',
  'elaboración',
  'instrucciones',
  'pasos',
  'modo de preparación',
  'modo de preparo',
  'preparo',
  'preparação',
  'instruções',
  'mod de preparare',
  'preparare',
  // Central and Eastern Europe, Greek, Turkish, Finnish
  'postup',
  'příprava',
  'postup přípravy',
  'przygotowanie',
  'sposób przygotowania',
  'sposób wykonania',
  'instrukcje',
  'príprava',
  'postup prípravy',
  'wykonanie',
  'elkészítés',
  'elkészítése',
  'az elkészítés módja',
  'εκτέλεση',
  'οδηγίες',
  'παρασκευή',
  'διαδικασία',
  'priprema',
  'postupak',
  'postopek',
  'приготовление',
  'способ приготовления',
  'yapılışı',
  'hazırlanışı',
  'valmistus',
  'valmistusohje',
  'ohje',
  // More ways to say it
  'cooking method',
  'preparation method',
  'method of preparation',
  'how to prepare',
  'how to cook',
  'arbeitsschritte',
  "so wird's gemacht",
  'zo maak je het',
  'så här gör du',
  'paso a paso',
  'modo de fazer',
  'como fazer',
  'preparació',
  'procediment',
  'come preparare',
  'cómo hacer',
  'como hacer',
  'cómo preparar',
  'como preparar',
  'comment faire',
  'comment préparer',
  'gaminimas',
  'pagatavošana',
  'valmistamine',
  'приготування',
  'спосіб приготування',
  'cara membuat',
  'cara memasak',
  'langkah',
  'cách làm',
  'cách chế biến',
  'วิธีทำ',
  'طريقة التحضير',
  'طريقة العمل',
  'אופן ההכנה',
  'הוראות הכנה',
  'विधि',
  // East Asian
  '作り方',
  '手順',
  '做法',
  '步骤',
  '步驟',
  '作法',
  '制作方法',
  '製作方法',
  '조리법',
  '만드는 법',
]

/** Notes, tips and remarks under (or beside) a recipe: kept as its notes. */
const NOTES_WORDS = [
  // English, German, Dutch
  'notes',
  'note',
  'tips',
  'tip',
  'hints',
  "cook's notes",
  'recipe notes',
  'notizen',
  'hinweis',
  'hinweise',
  'tipp',
  'tipps',
  'anmerkung',
  'anmerkungen',
  'opmerking',
  'opmerkingen',
  'notities',
  // Scandinavian
  'anteckningar',
  'noteringar',
  'notater',
  'merknader',
  'noter',
  'bemærkninger',
  // Romance languages
  'remarques',
  'remarque',
  'astuce',
  'astuces',
  'conseil',
  'conseils',
  'consigli',
  'consiglio',
  'suggerimenti',
  'osservazioni',
  'notas',
  'nota',
  'consejos',
  'consejo',
  'trucos',
  'observaciones',
  'dicas',
  'dica',
  'observações',
  // Central Europe
  'megjegyzés',
  'megjegyzések',
  'tippek',
  'poznámky',
  'poznámka',
  'tipy',
  'uwagi',
  'uwaga',
  'notatki',
  'wskazówki',
  'porady',
  // Japanese
  'メモ',
  'ポイント',
  'コツ',
  'ヒント',
  '備考',
]

/** What pages put under a recipe's lists besides notes: its tools, its nutrition facts. */
const OTHER_WORDS = [
  // English, German, Dutch, Scandinavian
  'equipment',
  'tools',
  'utensils',
  'kitchen tools',
  'nutrition',
  'nutrition facts',
  'nutritional information',
  'nutrition information',
  'utensilien',
  'küchengeräte',
  'nährwerte',
  'nährwertangaben',
  'keukengerei',
  'voedingswaarde',
  'voedingswaarden',
  'redskap',
  'näringsvärde',
  'redskaber',
  'næringsindhold',
  'utstyr',
  'næringsinnhold',
  // Romance languages
  'ustensiles',
  'matériel',
  'valeurs nutritionnelles',
  'attrezzatura',
  'utensili',
  'valori nutrizionali',
  'utensilios',
  'información nutricional',
  'valor nutricional',
  'utensílios',
  'informação nutricional',
  'informações nutricionais',
  // Central and Eastern Europe, Greek
  'sprzęt',
  'wartości odżywcze',
  'pomůcky',
  'nutriční hodnoty',
  'pomôcky',
  'nutričné hodnoty',
  'eszközök',
  'tápérték',
  'διατροφική αξία',
  // Japanese, Chinese
  '道具',
  '栄養成分',
  '营养成分',
]

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Starts with a word that ends there ("Zutaten für 4", "Method:", "Zutaten*"), not inside a longer one
 * ("Methods"); words in scripts written without spaces may run on ("材料（2人分）").
 */
function headingPattern(words: readonly string[]): RegExp {
  const alternatives = [...new Set(words)].sort((a, b) => b.length - a.length).map(escape)
  const cjk = '\\p{Script=Thai}|\\p{Script=Han}|\\p{Script=Hiragana}|\\p{Script=Katakana}|\\p{Script=Hangul}'
  return new RegExp(`^(?:${alternatives.join('|')})(?:(?![\\p{L}\\p{N}])|(?<=${cjk}))`, 'iu')
}

const INGREDIENTS = headingPattern(INGREDIENT_WORDS)
const INSTRUCTIONS = headingPattern(INSTRUCTION_WORDS)
const NOTES = headingPattern(NOTES_WORDS)
const BARE_TITLE = new RegExp(
  `^(?:${[...INGREDIENT_WORDS, ...INSTRUCTION_WORDS].map(escape).join('|')})\\s*[:：]?$`,
  'iu',
)

/** Longer text is a sentence or a paragraph, not a heading. */
const MAX_HEADING_LENGTH = 70

export type SectionKind = 'ingredients' | 'instructions'

/** "Preparation time: 10 min", "Tiempo de preparación" are times, not the method. */
const TIME_LABEL = /\d|\b(?:time|zeit|tempo|temps|tiempo|tid|czas|idő|tijd|minutes?|min)\b/iu

const normalize = (text: string) => text.normalize('NFC').replace(/[’‘]/g, "'").trim()

/** "The ingredients", "Die Zutaten", "Les ingrédients", "La preparazione": the article changes nothing. */
const ARTICLE = /^(?:the|die|der|das|les|la|le|gli|il|i|los|las|el|lo|de|het|os|as)\s+|^l'\s*/iu

/** The line is only a section's title ("Ingredients", "Zubereitung:"), repeated inside its section. */
export const isBareSectionTitle = (text: string): boolean =>
  BARE_TITLE.test(normalize(text).replace(ARTICLE, ''))

/** Marks and pictures before a heading's word: "## ", "• ", "🛒 ", "👩‍🍳 " (as a chat message writes it). */
const LEADING_MARKS = /^(?:[\s#*•·\-–—:]|\u200d|\ufe0f|\p{Extended_Pictographic}|\p{Emoji_Modifier})+/u

const headingText = (heading: string) => normalize(heading).replace(LEADING_MARKS, '').replace(ARTICLE, '')

export function sectionOf(heading: string): SectionKind | null {
  const text = headingText(heading)
  if (text.length === 0 || text.length > MAX_HEADING_LENGTH) return null
  if (INGREDIENTS.test(text)) return 'ingredients'
  if (INSTRUCTIONS.test(text) && !TIME_LABEL.test(text)) return 'instructions'
  return null
}

const OTHER = headingPattern([...OTHER_WORDS, ...NOTES_WORDS])
const BARE_OTHER = new RegExp(
  `^(?:${[...OTHER_WORDS, ...NOTES_WORDS].map(escape).join('|')})\\s*[:：]?$`,
  'iu',
)

/**
 * A heading of what follows a recipe's lists ("Equipment", "Nutrition facts", "Notes"): it ends the list
 * above it. `bare`: the text must be the word alone, as a bold line in the text is only then a heading.
 */
export function endsSection(heading: string, bare: boolean): boolean {
  const text = headingText(heading)
  if (text.length === 0 || text.length > MAX_HEADING_LENGTH) return false
  return (bare ? BARE_OTHER : OTHER).test(text)
}

export type HeadingKind = SectionKind | 'notes'

export interface SectionHeading {
  kind: HeadingKind
  /** What follows the word: a qualifier ("für 4 Personen", "(2人分)"), or with `inline` the section's text. */
  rest: string
  /** A colon and text right after the word ("Tip: use ripe pears."): a heading and its first line at once. */
  inline: boolean
}

/** After the word: a colon and text, in any script's colon. */
const INLINE_REST = /^\s*[:：]\s*(?=\S)/u

/**
 * The section a line opens, by the word it starts with: a heading alone ("Zutaten für 4 Personen",
 * "Notes:"), or one with its first line after a colon ("Preparation: Mix the flour…", of any length).
 */
export function readSectionHeading(line: string): SectionHeading | null {
  const text = headingText(line)
  const kinds: [HeadingKind, RegExp][] = [
    ['ingredients', INGREDIENTS],
    ['instructions', INSTRUCTIONS],
    ['notes', NOTES],
  ]
  for (const [kind, pattern] of kinds) {
    const word = pattern.exec(text)?.[0]
    if (word === undefined) continue
    const after = text.slice(word.length)
    const inline = INLINE_REST.exec(after)
    // "Preparation time: 10 min" names a time, not the method.
    if (kind === 'instructions' && TIME_LABEL.test(inline ? word : text)) return null
    if (inline) return { kind, rest: after.slice(inline[0].length).trim(), inline: true }
    if (text.length > MAX_HEADING_LENGTH) return null
    return { kind, rest: after.replace(/^[\s:：]+|[\s:：]+$/gu, ''), inline: false }
  }
  return null
}
