/**
 * Which column of a spreadsheet of recipes holds which field. People name their columns in their own
 * language and their own way ("Rezeptname", "Ingrédients", "Prep time (min)"), so a header is guessed
 * from names in English, German, Italian, French and Spanish, compared without case, accents,
 * punctuation or a trailing "(…)" remark. The guess is a mapping the user can correct: a plain record of
 * field → column index, so it travels through the API's zod contract as it is.
 */
import { CSV_RECIPE_FIELDS, type CsvColumnMapping, type CsvRecipeField } from '@rosemary/shared/contract'
import { headerKey } from './csv-source.ts'

/** Names written as comma-separated text, one list a field, so the table reads like a glossary. */
function namesOf(table: Record<CsvRecipeField, string>): Record<CsvRecipeField, string[]> {
  const names: Partial<Record<CsvRecipeField, string[]>> = {}
  for (const field of CSV_RECIPE_FIELDS) names[field] = table[field].split(',').map((name) => name.trim())
  return names as Record<CsvRecipeField, string[]>
}

/** Names for each field, most telling first, as headerKey writes them (lower case, no accents). */
const NAMES: Record<CsvRecipeField, string[]> = namesOf({
  title: `title, name, recipe name, recipe title, titel, rezeptname, rezepttitel, titolo, nome,
    nome ricetta, titre, nom, nom de la recette, titulo, nombre, nombre de la receta, recipe, rezept,
    ricetta, recette, receta`,
  description: `description, summary, introduction, intro, beschreibung, kurzbeschreibung, descrizione,
    descripcion, resume, resumen`,
  ingredients: 'ingredients, ingredient, zutaten, zutatenliste, ingredienti, ingredientes',
  instructions: `instructions, directions, method, steps, preparation, procedure, recipe, zubereitung, anleitung,
    anweisungen, arbeitsschritte, schritte, preparazione, procedimento, istruzioni, etapes, methode,
    preparacion, instrucciones, pasos, elaboracion, rezept, ricetta, recette, receta`,
  notes: `notes, note, comments, comment, tips, remarks, notizen, anmerkungen, hinweise, tipps,
    bemerkungen, appunti, commenti, consigli, remarques, commentaires, astuces, conseils, notas,
    comentarios, consejos, observaciones`,
  yield: `yield, servings, serves, portions, quantity, makes, portionen, menge, personen, porzioni, dosi,
    persone, rendement, personnes, porciones, raciones, rendimiento, personas`,
  prepTime: `prep time, preparation time, prep, active time, vorbereitungszeit, arbeitszeit, zubereitungszeit,
    tempo di preparazione, temps de preparation, tiempo de preparacion`,
  cookTime: `cook time, cooking time, bake time, backzeit, kochzeit, garzeit, tempo di cottura, cottura,
    temps de cuisson, cuisson, tiempo de coccion, coccion`,
  totalTime: `total time, ready in, time, duration, gesamtzeit, zeit, dauer, tempo totale, tempo, temps total,
    temps, duree, tiempo total, tiempo, duracion`,
  source: 'source, author, quelle, autor, herkunft, fonte, autore, auteur, fuente, origen',
  url: `url, source url, link, website, web page, webseite, sito, sito web, lien, site web, enlace,
    pagina web`,
  image: 'image, image url, photo, photo url, picture, picture url, bild, foto, immagine, imagen',
  category: 'category, categories, kategorie, kategorien, categoria, categorie, categorias',
  course: 'course, meal, gang, mahlzeit, portata, plat, plato',
  cuisine: 'cuisine, kuche, cucina, cocina',
  tags: `tags, tag, keywords, labels, schlagworter, stichworter, etichette, parole chiave, mots cles,
    etiquettes, etiquetas, palabras clave`,
  rating: 'rating, stars, bewertung, sterne, valutazione, voto, evaluation, etoiles, valoracion, puntuacion',
  createdAt: `created, created at, date created, date added, erstellt, erstellt am, creato, data creazione,
    date de creation, creado, fecha de creacion, date, datum, data, fecha`,
})

/** "Ingredients (one a line)" → "ingredients": a remark after the name is not part of it. */
function nameKey(name: string): string {
  const remark = name.search(/[([]/)
  return headerKey(remark > 0 ? name.slice(0, remark) : name)
}

/**
 * The columns a header's names suggest for each field: fields in the order above, each taking the first
 * free column with its most telling name (so "Recipe" is the title only where there is no "Title").
 */
export function guessColumnMapping(header: readonly string[]): CsvColumnMapping {
  const keys = header.map(nameKey)
  const taken = new Set<number>()
  const mapping: CsvColumnMapping = {}
  for (const field of CSV_RECIPE_FIELDS) {
    for (const name of NAMES[field]) {
      const index = keys.findIndex((key, at) => key === name && !taken.has(at))
      if (index < 0) continue
      mapping[field] = index
      taken.add(index)
      break
    }
  }
  return mapping
}
