/**
 * Shortcuts through Node's module resolver where it repeats work. For every file it resolves, Node 24
 * reads the nearest package.json again (nodejs/node#60397), and for every bare name (`drizzle-orm/pg-core`)
 * the named package's too:
 * - Inside drizzle-orm (179 kB of package.json), all ES modules ("type": "module"), a relative `.js`
 *   import resolves to that file, as an ES module, without asking. Its hundred-odd modules parsed its
 *   package.json a hundred times, about 160 MB of garbage and a fifth of a start.
 * - Our own files name drizzle-orm about fifty times: each took 2-3 ms to resolve, over 100 ms of a start.
 *   A name is resolved once per workspace package (the folder holding `src/`): every file of one package
 *   finds the same node_modules.
 */
import module from 'node:module'

const SHORTCUT_PACKAGES = ['/node_modules/drizzle-orm/']
const REMEMBERED_NAMES = /^drizzle-orm(\/|$)/

/** The workspace package a file of ours belongs to (up to its `/src/`); null inside node_modules. */
function workspaceOf(parent: string): string | null {
  if (parent.includes('/node_modules/')) return null
  const source = parent.lastIndexOf('/src/')
  return source < 0 ? null : parent.slice(0, source)
}

export function registerResolveShortcut(): void {
  const resolved = new Map<string, module.ResolveFnOutput>()
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL
      if (!parent?.startsWith('file:')) return nextResolve(specifier, context)
      if (
        (specifier.startsWith('./') || specifier.startsWith('../')) &&
        specifier.endsWith('.js') &&
        SHORTCUT_PACKAGES.some((folder) => parent.includes(folder))
      ) {
        return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true }
      }
      const workspace = REMEMBERED_NAMES.test(specifier) ? workspaceOf(parent) : null
      if (workspace === null) return nextResolve(specifier, context)
      const key = `${workspace}\0${specifier}\0${context.conditions.join(',')}`
      const known = resolved.get(key)
      if (known) return { ...known, shortCircuit: true }
      const result = nextResolve(specifier, context)
      resolved.set(key, result)
      return result
    },
  })
}
