/**
 * Pages load lazily. When a page's code cannot be fetched (the connection dropped, or a new version
 * replaced the files), the person is asked once whether to reload the app (spec §8).
 */
import type { ComponentType } from 'react'
import i18next from 'i18next'

let askedToReload = false

export function reportChunkLoadFailure(error: unknown): never {
  if (!askedToReload) {
    askedToReload = true
    if (window.confirm(i18next.t('errors.chunkLoad'))) window.location.reload()
  }
  throw error
}

/** A route's `lazy` that loads a page module's default export as the route component. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    try {
      const module = await load()
      return { Component: module.default }
    } catch (error) {
      return reportChunkLoadFailure(error)
    }
  }
}
