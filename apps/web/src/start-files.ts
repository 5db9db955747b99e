/**
 * What main.tsx asks for before any of it is imported: the files index.html names for a start
 * (build/start-preload-plugin.ts), fetched at once rather than when their importers run. Scripts are
 * modulepreloaded (fetched and compiled, run when imported); stylesheets preloaded, so the stylesheet Vite's
 * import adds comes from the cache. Missing in development (Vite serves modules one by one): nothing to do.
 */

/** The start files index.html names, or none. */
function named(document: Document): Record<string, string[]> {
  const block = document.getElementById('start-files')
  if (!block?.textContent) return {}
  try {
    const parsed: unknown = JSON.parse(block.textContent)
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string[]>) : {}
  } catch {
    return {}
  }
}

/** Preloads the files of each start named (`list`, `catalog:<language>:<part>`) that the page lacks. */
export function preloadStartFiles(names: string[], document: Document = window.document): void {
  const files = named(document)
  const present = new Set([...document.querySelectorAll('link')].map((link) => link.getAttribute('href')))
  for (const file of names.flatMap((name) => (Array.isArray(files[name]) ? files[name] : []))) {
    if (present.has(file)) continue
    present.add(file)
    const link = document.createElement('link')
    if (file.endsWith('.css')) {
      link.rel = 'preload'
      link.setAttribute('as', 'style')
    } else link.rel = 'modulepreload'
    // As Vite's own links ask for them, so the browser's cache answers those.
    link.crossOrigin = ''
    link.href = file
    document.head.appendChild(link)
  }
}
