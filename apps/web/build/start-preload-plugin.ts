/**
 * Has index.html preload the start's code (src/start.tsx and every file it imports, React DOM among them)
 * and its stylesheet with the entry's, instead of when the entry asks for them. On a signed-in load of the
 * list the entry first asks for the list page's files; behind them, on six connections, the start's files
 * were the last to arrive, and nothing paints before the start has run; its stylesheet, fetched only as the
 * start was imported, was a round of its own (issue 25).
 *
 * index.html also names, for the entry to preload (src/start-files.ts), what a start may need that the page
 * cannot know before it runs: the list's whole chunk graph with its stylesheets (for a signed-in load of the
 * list), what start.tsx imports for anyone signed in, and each language's catalogs. Asked for by their importers, they came in four or five rounds, each
 * waiting for the one before (the list page, its imports, their imports, the catalogs after the start).
 */
import type { Plugin } from 'vite'

/** What this plugin reads of a bundle's chunks (Rolldown's output, narrowed). */
export interface ChunkLike {
  type: 'chunk' | 'asset'
  fileName: string
  moduleIds?: string[]
  imports?: string[]
  /** Vite's: the stylesheets the chunk's modules import. */
  viteMetadata?: { importedCss: Set<string> }
}

/**
 * The modules main.tsx's loadListPage imports for a signed-in load of the list (keep the two alike: the
 * first-load journey counts the rounds of code).
 */
export const LIST_START = [
  /[\\/]src[\\/]pages[\\/]recipe-list[\\/]RecipeListPage\.tsx$/,
  /[\\/]src[\\/]app[\\/]query-client\.tsx$/,
  /[\\/]src[\\/]styles[\\/]full\.ts$/,
]
/** What start.tsx imports for anyone signed in, whatever the page (push.ts: the subscription kept fresh). */
export const SIGNED_IN_START = [/[\\/]src[\\/]push[\\/]push\.ts$/]
/** A catalog module: its language and part (src/i18n/locales/<language>/<part>.json). */
const CATALOG = /[\\/]i18n[\\/]locales[\\/]([a-z]{2}-[a-z]{2})[\\/](\w+)\.json$/

/**
 * What the entry may preload, by name: `list`, `signed-in` and `catalog:<language>:<part>`; paths under the
 * base.
 */
export type StartFiles = Record<string, string[]>

/** The start chunk's file and the files it statically imports, nearest first, each once. */
export function startFiles(bundle: Record<string, ChunkLike>, startModule: RegExp): string[] {
  const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk')
  // Found by its modules: the entries' signatures are not kept, so the chunk has no facade module.
  const holding = chunks.filter((chunk) => chunk.moduleIds?.some((id) => startModule.test(id)))
  const [start] = holding
  if (!start || holding.length > 1)
    throw new Error(`${holding.length} chunks hold ${String(startModule)}, not one`)
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const files: string[] = []
  const queue = [start.fileName]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (files.includes(file)) continue
    files.push(file)
    queue.push(...(byFile.get(file)?.imports ?? []))
  }
  return files
}

const chunksOf = (bundle: Record<string, ChunkLike>) =>
  Object.values(bundle).filter((chunk) => chunk.type === 'chunk')

/** The chunks holding the modules, their static imports, each once, then every stylesheet they import. */
export function chunkGraph(bundle: Record<string, ChunkLike>, modules: RegExp[]): string[] {
  const chunks = chunksOf(bundle)
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const files: string[] = []
  const queue = modules.map((module) => {
    const [holding, ...others] = chunks.filter((chunk) => chunk.moduleIds?.some((id) => module.test(id)))
    if (!holding || others.length > 0)
      throw new Error(`${others.length + (holding ? 1 : 0)} chunks hold ${String(module)}, not one`)
    return holding.fileName
  })
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (files.includes(file)) continue
    files.push(file)
    queue.push(...(byFile.get(file)?.imports ?? []))
  }
  const styles = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])
  return [...files, ...new Set(styles)]
}

/** Each language's catalogs, one chunk a part, by `catalog:<language>:<part>`. */
export function catalogFiles(bundle: Record<string, ChunkLike>): StartFiles {
  const files: StartFiles = {}
  for (const chunk of chunksOf(bundle))
    for (const id of chunk.moduleIds ?? []) {
      const match = CATALOG.exec(id)
      if (match) files[`catalog:${match[1]}:${match[2]}`] = [chunk.fileName]
    }
  return files
}

/** The stylesheets the start's files import: the start waited for them as it was imported. */
export function startStyles(bundle: Record<string, ChunkLike>, files: string[]): string[] {
  const byFile = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]))
  return [...new Set(files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))]
}

/** `<link rel="stylesheet">` for each file the page does not already name, before `</head>`. */
export function withStyles(html: string, files: string[], base: string): string {
  const links = files
    .filter((file) => !html.includes(`${base}${file}"`))
    .map((file) => `    <link rel="stylesheet" crossorigin href="${base}${file}">\n`)
    .join('')
  return html.replace('</head>', `${links}  </head>`)
}

/**
 * The start files as JSON in the head, leaving out what the page names already; a data block, which runs
 * nothing (the CSP's script-src does not apply). `<` is escaped so no file name could end the element.
 */
export function withStartFiles(html: string, startFiles: StartFiles, base: string): string {
  const named = Object.fromEntries(
    Object.entries(startFiles).map(([name, files]) => [
      name,
      files.filter((file) => !html.includes(`${base}${file}"`)).map((file) => `${base}${file}`),
    ]),
  )
  const json = JSON.stringify(named).replaceAll('<', '\\u003c')
  return html.replace(
    '</head>',
    `    <script type="application/json" id="start-files">${json}</script>\n  </head>`,
  )
}

/** `<link rel="modulepreload">` for each file the page does not already name, before `</head>`. */
export function withPreloads(html: string, files: string[], base: string): string {
  const links = files
    .filter((file) => !html.includes(`${base}${file}"`))
    .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`)
    .join('')
  return html.replace('</head>', `${links}  </head>`)
}

export function startPreloadPlugin(startModule = /[\\/]src[\\/]start\.tsx$/): Plugin {
  let base = '/'
  return {
    name: 'rosemary-start-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { bundle } = context
        if (!bundle) return html
        const start = startFiles(bundle, startModule)
        const page = withStyles(withPreloads(html, start, base), startStyles(bundle, start), base)
        const files: StartFiles = {
          list: chunkGraph(bundle, LIST_START),
          'signed-in': chunkGraph(bundle, SIGNED_IN_START),
          ...catalogFiles(bundle),
        }
        return withStartFiles(page, files, base)
      },
    },
  }
}
