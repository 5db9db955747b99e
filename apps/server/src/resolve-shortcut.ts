/**
 * A shortcut through Node's module resolver for drizzle-orm's imports of its own files. For every file it
 * resolves, Node 24 reads the nearest package.json again to learn the file's format, and drizzle-orm's is
 * 179 kB: its hundred-odd modules parsed it a hundred times, about 160 MB of garbage and a fifth of a
 * start (nodejs/node#60397). Its package is all ES modules ("type": "module"), so a relative `.js`
 * import inside it resolves to that file, as an ES module, without asking.
 */
import module from 'node:module'

const SHORTCUT_PACKAGES = ['/node_modules/drizzle-orm/']

export function registerResolveShortcut(): void {
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL
      if (
        parent?.startsWith('file:') &&
        (specifier.startsWith('./') || specifier.startsWith('../')) &&
        specifier.endsWith('.js') &&
        SHORTCUT_PACKAGES.some((folder) => parent.includes(folder))
      ) {
        return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true }
      }
      return nextResolve(specifier, context)
    },
  })
}
