/**
 * Pages load lazily. When a page's code cannot be fetched (the connection dropped, or a new version
 * replaced the files), the person is asked once whether to reload the app (spec §8).
 */
import type { ComponentType } from 'react'
import i18next from 'i18next'
import { loadPageTexts } from '../i18n/i18n.ts'

let askedToReload = false

export function reportChunkLoadFailure(error: unknown): never {
  if (!askedToReload) {
    askedToReload = true
    if (window.confirm(i18next.t('errors.chunkLoad'))) window.location.reload()
  }
  throw error
}

interface LazyPageOptions {
  /** The page fetches with TanStack Query: load it and wrap the page in its provider. */
  queries?: boolean
  /** The page paints with the critical styles alone (see styles/critical.ts), so it need not wait for all. */
  criticalStylesOnly?: boolean
  /** The page's texts are all in the shell catalog (see i18n.ts), so it need not wait for the rest. */
  shellTextsOnly?: boolean
}

/** A route's `lazy` that loads a page module's default export as the route component. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, options: LazyPageOptions = {}) {
  return async () => {
    try {
      const [page, queries] = await Promise.all([
        load(),
        options.queries ? import('./query-client.tsx') : null,
        options.criticalStylesOnly ? null : import('../styles/full.ts'),
        options.shellTextsOnly ? null : loadPageTexts(),
      ])
      return { Component: queries ? queries.withQueryClient(page.default) : page.default }
    } catch (error) {
      return reportChunkLoadFailure(error)
    }
  }
}
