/**
 * The words of the web app's manifest that a person sees where the browser installs the app: the
 * description, the shortcuts' names and the screenshots' labels. The build writes them in English
 * (apps/web/vite.config.ts); the server answers them in the reader's language (http/app-manifest.ts).
 */
export type ManifestLanguage = 'en-us' | 'it-it' | 'de-de'

export const NEW_RECIPE_SHORTCUT = '/#/edit-recipe/new'
export const SHOPPING_LISTS_SHORTCUT = '/#/shopping-lists'

export interface ManifestWords {
  description: string
  /** By the shortcut's address. */
  shortcuts: Record<typeof NEW_RECIPE_SHORTCUT | typeof SHOPPING_LISTS_SHORTCUT, string>
  /** By the screenshot's form factor. */
  screenshots: Record<'narrow' | 'wide', string>
}

export const MANIFEST_WORDS: Record<ManifestLanguage, ManifestWords> = {
  'en-us': {
    description: 'Your recipes, meal plans and shopping lists, on your own server',
    shortcuts: { [NEW_RECIPE_SHORTCUT]: 'New recipe', [SHOPPING_LISTS_SHORTCUT]: 'Shopping lists' },
    screenshots: { narrow: 'Rosemary on a phone', wide: 'Rosemary on a computer' },
  },
  'it-it': {
    description: 'Le tue ricette, i piani dei pasti e le liste della spesa, sul tuo server',
    shortcuts: { [NEW_RECIPE_SHORTCUT]: 'Nuova ricetta', [SHOPPING_LISTS_SHORTCUT]: 'Liste della spesa' },
    screenshots: { narrow: 'Rosemary su un telefono', wide: 'Rosemary su un computer' },
  },
  'de-de': {
    description: 'Deine Rezepte, Essenspläne und Einkaufslisten auf deinem eigenen Server',
    shortcuts: { [NEW_RECIPE_SHORTCUT]: 'Neues Rezept', [SHOPPING_LISTS_SHORTCUT]: 'Einkaufslisten' },
    screenshots: { narrow: 'Rosemary auf einem Handy', wide: 'Rosemary auf einem Computer' },
  },
}
