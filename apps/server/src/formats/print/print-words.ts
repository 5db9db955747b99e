/**
 * The few fixed words of print and embed pages, in the app's three languages (the same words the recipe
 * page uses). Pages are rendered on the server, so they cannot use the web app's catalogs.
 */

export const PAGE_LANGUAGES = ['en-us', 'it-it', 'de-de'] as const
export type PageLanguage = (typeof PAGE_LANGUAGES)[number]

export interface PageWords {
  /** The `lang` attribute of the page. */
  htmlLang: string
  ingredients: string
  instructions: string
  notes: string
  yield: string
  activeTime: string
  totalTime: string
  source: string
  scale: string
  rating: string
  labels: string
  openRecipe: string
  /** The PDF export of an empty library. */
  noRecipes: string
}

export const PAGE_WORDS: Record<PageLanguage, PageWords> = {
  'en-us': {
    htmlLang: 'en-US',
    ingredients: 'Ingredients',
    instructions: 'Instructions',
    notes: 'Notes',
    yield: 'Yield',
    activeTime: 'Active time',
    totalTime: 'Total time',
    source: 'Source',
    scale: 'Scale',
    rating: 'Rating',
    labels: 'Labels',
    openRecipe: 'Open the recipe',
    noRecipes: 'No recipes yet.',
  },
  'it-it': {
    htmlLang: 'it-IT',
    ingredients: 'Ingredienti',
    instructions: 'Procedimento',
    notes: 'Note',
    yield: 'Porzioni',
    activeTime: 'Tempo di lavoro',
    totalTime: 'Tempo totale',
    source: 'Fonte',
    scale: 'Dosi',
    rating: 'Valutazione',
    labels: 'Etichette',
    openRecipe: 'Apri la ricetta',
    noRecipes: 'Ancora nessuna ricetta.',
  },
  'de-de': {
    htmlLang: 'de-DE',
    ingredients: 'Zutaten',
    instructions: 'Zubereitung',
    notes: 'Notizen',
    yield: 'Menge',
    activeTime: 'Arbeitszeit',
    totalTime: 'Gesamtzeit',
    source: 'Quelle',
    scale: 'Faktor',
    rating: 'Bewertung',
    labels: 'Labels',
    openRecipe: 'Rezept öffnen',
    noRecipes: 'Noch keine Rezepte.',
  },
}
