/**
 * Writes the source stamp (source-stamp.ts) when a build has finished writing every file, so that any
 * build — `npm run build`, `vite build`, or the one `npm start` runs — says what it was made from, and an
 * interrupted build leaves none (Vite empties the folder first).
 */
import path from 'node:path'
import type { Plugin } from 'vite'
import { hashSources, writeStamp } from './source-stamp.ts'

export function sourceStampPlugin(repositoryRoot: string): Plugin {
  let outDir = 'dist'
  // Hashed before the build reads anything: an edit made during the build makes the next start build again.
  let hashing: Promise<string> | undefined
  return {
    name: 'rosemary-source-stamp',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    buildStart() {
      hashing = hashSources(repositoryRoot)
      // Marked as handled now: a failed build never awaits it; a finished one still throws its error below.
      hashing.catch(() => undefined)
    },
    closeBundle: {
      // After the other plugins' closing writes (pre-compressed copies, the service worker).
      order: 'post',
      async handler(error?: Error) {
        if (error || !hashing) return
        await writeStamp(outDir, await hashing)
      },
    },
  }
}
