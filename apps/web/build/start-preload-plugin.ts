/**
 * Has index.html preload the start's code (src/start.tsx and every file it imports, React DOM among them)
 * with the entry's, instead of when the entry asks for it. On a signed-in load of the list the entry first
 * asks for the list page's some 60 files; behind them, on six connections, the start's files were the last
 * to arrive, and nothing paints before the start has run.
 */
import type { Plugin } from 'vite'

/** What this plugin reads of a bundle's chunks (Rolldown's output, narrowed). */
export interface ChunkLike {
  type: 'chunk' | 'asset'
  fileName: string
  moduleIds?: string[]
  imports?: string[]
}

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
        if (!context.bundle) return html
        return withPreloads(html, startFiles(context.bundle, startModule), base)
      },
    },
  }
}
