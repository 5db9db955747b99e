/**
 * Which of a dynamic import's dependencies Vite's preload helper fetches before the import runs (the
 * `build.modulePreload.resolveDependencies` hook).
 */

/** The entry chunk's file: Vite names it after index.html. */
export const ENTRY_CHUNK = /^assets\/index-[\w-]+\.js$/

export interface PreloadContext {
  hostId: string
  hostType: 'html' | 'js'
}

/**
 * Everything for the page itself and for the entry's own dynamic imports, the stages of the start (see
 * src/main.tsx), so that their code arrives at once instead of one import level at a time. A lazy page's
 * JavaScript dependencies are found by the browser from the page chunk's own imports (one round trip
 * later): preloading them meant a <link> appended per chunk, about 40 for the recipe list, which made one
 * long task of opening it. Its stylesheets are still awaited.
 */
export function preloadedDependencies(deps: string[], context: PreloadContext): string[] {
  if (context.hostType === 'html' || ENTRY_CHUNK.test(context.hostId)) return deps
  return deps.filter((dep) => dep.endsWith('.css'))
}
