/**
 * Which of a dynamic import's dependencies Vite's preload helper fetches before the import runs (the
 * `build.modulePreload.resolveDependencies` hook).
 */

export interface PreloadContext {
  hostId: string
  hostType: 'html' | 'js'
}

/**
 * Everything for the page itself; for a dynamic import, only its stylesheets, which are awaited. Its
 * JavaScript dependencies are found by the browser from the chunk's own imports: preloading them meant a
 * <link> appended per chunk, about 40 for the recipe list, which made one long task of opening it. The
 * start's files are named by index.html instead (start-preload-plugin.ts), and small shared chunks are
 * copied into their users (vite.config.ts), so a page is only a level or two of imports deep.
 */
export function preloadedDependencies(deps: string[], context: PreloadContext): string[] {
  if (context.hostType === 'html') return deps
  return deps.filter((dep) => dep.endsWith('.css'))
}
