/** The printable list (spec §7), opened by the browser itself: the token travels in the address. */
import { browserUrl } from '../../api/browser-url.ts'
import type { Preferences } from '../../preferences/preferences.ts'

type PrintOptions = Pick<Preferences['shoppingList'], 'groupSimilar' | 'groupCategories' | 'sortBy'>

export function shoppingListPrintUrl(listId: string, options: PrintOptions): string {
  return browserUrl(`/print/shoppingList/${encodeURIComponent(listId)}`, {
    groupSimilar: options.groupSimilar,
    groupCategories: options.groupCategories,
    sortBy: options.sortBy,
    // Unit tests run without the build's constants.
    version: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : undefined,
    print: true,
  })
}
