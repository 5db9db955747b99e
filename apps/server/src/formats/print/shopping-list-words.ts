/** The fixed words of the printed shopping list, and the aisles' names, in the app's three languages. */
import type { ShoppingAisle } from '@rosemary/shared/contract'
import type { PageLanguage } from './print-words.ts'

export interface ShoppingListWords {
  aisles: Record<ShoppingAisle, string>
  /** Shown when nothing is left to buy. */
  empty: string
  /** The count under the title: how many open items the page shows. */
  itemCount: (count: number) => string
  /** Before the recipe an item came from. */
  fromRecipe: string
}

export const SHOPPING_LIST_WORDS: Record<PageLanguage, ShoppingListWords> = {
  'en-us': {
    aisles: {
      produce: 'Fruit and vegetables',
      dairy: 'Dairy and eggs',
      bakery: 'Bakery',
      'meat-fish': 'Meat and fish',
      frozen: 'Frozen',
      pantry: 'Pantry',
      spices: 'Spices',
      drinks: 'Drinks',
      household: 'Household',
      other: 'Other',
    },
    empty: 'Nothing left to buy.',
    itemCount: (count) => (count === 1 ? '1 item' : `${count} items`),
    fromRecipe: 'for',
  },
  'it-it': {
    aisles: {
      produce: 'Frutta e verdura',
      dairy: 'Latticini e uova',
      bakery: 'Panetteria',
      'meat-fish': 'Carne e pesce',
      frozen: 'Surgelati',
      pantry: 'Dispensa',
      spices: 'Spezie',
      drinks: 'Bevande',
      household: 'Casa',
      other: 'Altro',
    },
    empty: 'Non manca niente.',
    itemCount: (count) => (count === 1 ? '1 articolo' : `${count} articoli`),
    fromRecipe: 'per',
  },
  'de-de': {
    aisles: {
      produce: 'Obst und Gemüse',
      dairy: 'Milchprodukte und Eier',
      bakery: 'Backwaren',
      'meat-fish': 'Fleisch und Fisch',
      frozen: 'Tiefkühl',
      pantry: 'Vorrat',
      spices: 'Gewürze',
      drinks: 'Getränke',
      household: 'Haushalt',
      other: 'Sonstiges',
    },
    empty: 'Nichts mehr zu kaufen.',
    itemCount: (count) => (count === 1 ? '1 Artikel' : `${count} Artikel`),
    fromRecipe: 'für',
  },
}
