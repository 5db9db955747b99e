/**
 * The entry point. Node's compile cache must be on before any other module loads, so everything else is
 * imported from here, dynamically: it saves about a quarter of a second of every start. The resolver
 * shortcut (resolve-shortcut.ts) saves about as much again.
 */
import module from 'node:module'
import { registerResolveShortcut } from './resolve-shortcut.ts'

module.enableCompileCache()
registerResolveShortcut()
await import('./main.ts')
