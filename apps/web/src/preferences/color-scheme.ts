/** Lets Mantine keep the light/dark choice inside our preferences object instead of a key of its own. */
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core'
import { preferencesStore, setPreference } from './preferences.ts'

export function preferencesColorSchemeManager(): MantineColorSchemeManager {
  let unsubscribe: (() => void) | undefined
  return {
    get: () => preferencesStore.get().global.colorScheme,
    set: (value: MantineColorScheme) => setPreference('global', 'colorScheme', value),
    subscribe: (onUpdate) => {
      // Only a change made elsewhere (another tab, a reset) is news to Mantine; echoing every store update
      // back would loop, since Mantine answers an update by setting the scheme again.
      let last = preferencesStore.get().global.colorScheme
      unsubscribe = preferencesStore.subscribe(() => {
        const current = preferencesStore.get().global.colorScheme
        if (current === last) return
        last = current
        onUpdate(current)
      })
    },
    unsubscribe: () => unsubscribe?.(),
    clear: () => setPreference('global', 'colorScheme', 'auto'),
  }
}
