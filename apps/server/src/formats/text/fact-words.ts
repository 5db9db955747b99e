/**
 * The labels recipes give their yield and times in the languages recipes come in ("Serves 4",
 * "Portionen: 4", "Temps de cuisson : 20 min", "Czas przygotowania: 15 min", "分量：2人分").
 */

export type TimeKind = 'prep' | 'cook' | 'total'

const list = (...lines: string[]) => lines.join('|').split('|')

export const TIME_LABELS: Record<TimeKind, readonly string[]> = {
  prep: list(
    'prep|prep time|preparation|preparation time|active time|active|hands-on time|hands on time',
    'vorbereitung|vorbereitungszeit|zubereitungszeit|arbeitszeit|zubereitung',
    'préparation|temps de préparation|voorbereiding|voorbereidingstijd|bereidingstijd|bereiding',
    'preparazione|tempo di preparazione|preparación|tiempo de preparación|tiempo activo',
    'preparo|preparação|tempo de preparo|tempo de preparação',
    'förberedelse|förberedelsetid|arbetstid|forberedelse|forberedelsestid|arbeidstid|arbejdstid',
    'előkészítés|előkészítési idő|elkészítési idő|munkaidő',
    'příprava|doba přípravy|čas přípravy|príprava|čas prípravy|przygotowanie|czas przygotowania',
    '準備時間|下準備|下ごしらえ',
  ),
  cook: list(
    'cook|cook time|cooking|cooking time|bake|bake time|baking|baking time|oven time|roasting time',
    'kochzeit|backzeit|garzeit|bratzeit|kochen|backen|cuisson|temps de cuisson|kooktijd|baktijd|oventijd',
    'cottura|tempo di cottura|cocción|tiempo de cocción|horneado|tiempo de horneado',
    'cozimento|tempo de cozimento|tempo de forno|cozedura|tempo de cozedura',
    'tillagningstid|koktid|ugnstid|baktid|tillagning|koketid|steketid|baketid|tilberedningstid',
    'kogetid|bagetid|stegetid|főzési idő|sütési idő|sütés|főzés',
    'doba vaření|čas vaření|doba pečení|čas pečení|pečení|vaření|čas varenia|čas pečenia|pečenie|varenie',
    'czas gotowania|czas pieczenia|gotowanie|pieczenie|加熱時間|焼き時間|煮込み時間',
  ),
  total: list(
    'total|total time|ready in|time|overall time|gesamtzeit|gesamt|zeit|fertig in|dauer',
    'temps total|durée|prêt en|totale tijd|totaal|tijd|klaar in|tempo totale|totale|tempo|pronto in|durata',
    'tiempo total|tiempo|listo en|duración|tempo total|pronto em|duração',
    'total tid|totaltid|tid|klar på|samlet tid|tid i alt|teljes idő|összesen|idő',
    'celkový čas|celková doba|čas|celkem|spolu|czas całkowity|łączny czas|czas|razem',
    '調理時間|所要時間|合計時間|時間',
  ),
}

/** A label that says "time" may stand without a colon ("Cooking time 20 min"); "Cook" alone may not. */
export const TIME_NOUN =
  /time|zeit|temps|tempo|tiempo|tid|tijd|czas|čas|doba|idő|時間|ready in|fertig in|prêt en|klaar in|pronto in|listo en|pronto em|klar på/iu

/** Labels a yield follows: "Serves 4", "Makes 12", "Porzioni: 4", "Rinde 6 porciones". */
export const YIELD_LABELS = list(
  'serves|serving|servings|makes|yield|yields|portions|portion|portionen|personen|ergibt|menge',
  'rendement|parts|porzioni|dosi|dosi per|persone|porciones|raciones|rinde|rendimento|rende|porções|porção',
  'serve|hoeveelheid|aantal personen|portioner|antal portioner|porsjoner|porsjon|personer|antall',
  'adag|adagok|adagszám|porce|počet porcí|porcie|počet porcií|porcje|porcji|liczba porcji|分量|人数',
)

/** Words a yield's number is followed by: "4 servings", "für 4 Personen", "4人分", "4 személyre". */
export const SERVING_NOUNS = list(
  'servings|serving|portions|portion|people|persons|person|pax|portionen|personen|parts|personnes|personne',
  'persone|porzioni|porciones|raciones|personas|comensales|pessoas|porções|personer|porsjoner|portioner',
  'adag|személyre|személy|főre|fő|porce|porcí|porcie|osób|osoby|osoba|人分|人前',
  // "Für 12 Stücke", "Makes 24 pieces": what a cake or a batch is cut into.
  'pieces|stück|stücke|pièces|pezzi|piezas|stuks|bitar|stykker|darab|kusů|sztuk',
)

/** Words before such a number: "für", "pour", "per", "para", "voor", "för", "til", "na", "dla", "pro". */
export const YIELD_PREPOSITIONS = list('for|für|pour|per|para|voor|för|til|na|dla|pro|do')
