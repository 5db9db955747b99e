/**
 * Words that tell what a line of a recipe's text is, in the languages recipes come in: the label of a
 * numbered step, the start of a group's name ("For the sauce"), the verbs steps open with, and the lines
 * of a letter around a recipe (greetings, sign-offs, e-mail headers, page numbers of a printout).
 */

/** "Step 3", "Schritt 3", "Étape 3": a step's number follows (a regular expression's alternatives). */
export const STEP_LABEL =
  'step|schritt|stap|étape|etape|etapa|passo|paso|steg|trin|krok|lépés|lepes|korak|bước|ステップ|手順'

const words = (list: string) => new Set(list.split(' '))

/**
 * First words of a group's name: "For the sauce", "Für den Teig", "Pour la pâte", "Per la crema",
 * "Para el relleno", "Voor de saus", "Till såsen", "Til deigen", "Na polevu", "Do sosu", "Dla dekoracji".
 */
export const GROUP_WORDS = words(
  'for für fürs zum zur außerdem ausserdem pour per para voor till för til na do dla',
)

/**
 * Verbs a step opens with, in the imperative or infinitive each language writes methods in. A line
 * starting with one is a step, not an ingredient, even without a full stop.
 */
export const STEP_VERBS = words(
  [
    // English
    'add bake beat blend boil bring chill chop combine cook cool cover cut drain fold fry grate grease heat',
    'knead leave let line mash melt mix place pour preheat put reduce remove rinse roast roll season serve simmer',
    'slice spread sprinkle stir strain take toss transfer turn wash whisk',
    // German
    'alles backen dann zuerst nun anschließend erhitzen geben mischen rühren schneiden vermengen',
    'verrühren vorheizen waschen zugeben',
    // French
    'ajouter battre couper cuire faire laisser mélanger mettre préchauffer réserver verser',
    // Dutch
    'bak breng doe giet kook laat meng roer snijd verwarm voeg',
    // Italian
    'aggiungere aggiungete cuocere fate lasciate mescolare mescolate mettere mettete preriscaldare',
    'preriscaldate tagliare tagliate unire unite versare versate',
    // Spanish, Portuguese
    'añadir agregar batir calentar cocinar cortar mezclar precalentar poner verter',
    'adicione aqueça bata coloque corte junte leve misture pré-aqueça',
    // Swedish, Norwegian, Danish
    'blanda grädda hacka häll koka lägg sätt skala skär tillsätt värm rör',
    'bland del hell kok legg skjær stek tilsett varm',
    'bag forvarm hæld kom pisk skær tilsæt',
    // Hungarian, Czech, Slovak, Polish
    'adjuk keverjük melegítsük süssük tegyük vágjuk',
    'dejte nakrájejte osolte pečte přidejte rozehřejte smíchejte vařte',
    'dajte nakrájajte pečte pridajte zmiešajte',
    'dodaj dodać gotuj piecz pokrój rozgrzej wlej wymieszaj',
  ].join(' '),
)

/** The cook's good wishes at the end: not a step ("Enjoy!", "Bon appétit !", "Guten Appetit"). */
export const SIGN_OFF =
  /^[¡!]?\s*(?:enjoy(?: your meal| it)?|bon app[ée]tit|buon appetito|guten appetit|lass(?:t)? (?:es )?(?:dir|euch) schmecken|buen provecho|bom apetite|smakelijk eten|eet smakelijk|smaklig måltid|velbekomme|god appetitt|smacznego|jó étvágyat|dobrou chuť|dobrú chuť|召し上がれ|いただきます)\s*[!.…]*$/iu

/**
 * The first word of a greeting that opens a letter ("Hi Anna", "Ciao!"). Words that are adjectives too
 * ("Dear", "Liebe", "Beste") are left out: "Beste Pfannkuchen" is a title; with a comma they are greetings.
 */
export const GREETING_WORDS = words(
  'hi hello hey hallo hej hei ciao salut bonjour coucou hola olá oi ahoj szia sziasztok',
)

/**
 * How a letter's closing line starts ("Cheers", "Liebe Grüße", "Un abbraccio"), or a mail program's
 * ("Sent from my phone"). "Love," and "Best," are closings by their comma, since "Best served warm." is not.
 */
export const CLOSING =
  /^(?:cheers|thanks|thank you|xoxo|xx|best wishes|best regards|kind regards|warm regards|regards|all the best|(?:liebe|viele|herzliche|beste) grüße|lg|gruß|grüße|baci|saluti|un abbraccio|abbracci|a presto|bises|bisous|amitiés|cordialement|à bientôt|abrazos|un abrazo|saludos|besos|beijos|abraços|um abraço|groetjes|liefs|groeten|kram|hälsningar|hilsen|klem|puszi|üdv|pozdrav|pozdrawiam|ściskam|s pozdravem|sent from|gesendet von|envoyé de|inviato da|enviado desde|enviado do|verzonden met|skickat från|sendt fra)(?!\p{L})/iu

/** "Subject:", "Betreff:", "Objet :"… the lines an e-mail program puts above a forwarded message. */
export const MAIL_HEADER =
  /^(?:from|to|sent|date|subject|cc|von|an|gesendet|datum|betreff|de|à|envoyé|objet|da|a|inviato|oggetto|para|enviado|asunto|assunto|van|aan|verzonden|onderwerp|från|till|skickat|ämne|fra|til|sendt|emne|feladó|címzett|tárgy|od|komu|předmět|temat|件名|差出人|宛先|送信日時)\s*[:：]\s*/iu

/** The headers among them that hold the subject, often the recipe's name. */
export const SUBJECT_HEADER =
  /^(?:subject|betreff|objet|oggetto|asunto|assunto|onderwerp|ämne|emne|tárgy|předmět|temat|件名)\s*[:：]\s*/iu

/** "Re:", "Fwd:", "AW:", "WG:", "TR:", "R:", "I:" before a subject. */
export const REPLY_PREFIX = /^(?:(?:re|fwd?|aw|wg|tr|r|i|rv|sv|vs|odp|enc)\s*[:：]\s*)+/iu

/** "Page 2 of 3", "Seite 2", "2 / 3": the footer of a printed page, copied with its text. */
export const PAGE_LINE =
  /^(?:(?:page|seite|pagina|página|side|sida|strona|strana|oldal|blz\.?|p\.)\s*\d{1,4}(?:\s*(?:of|von|di|de|af|av|z|ze|sur|van|\/)\s*\d{1,4})?|\d{1,4}\s*\/\s*\d{1,4})$/iu
