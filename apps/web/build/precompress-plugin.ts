/** Writes .br and .gz next to every compressible build file, for the server to send as they are. */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt|map)$/
const MIN_BYTES = 1024

export function precompressPlugin(): Plugin {
  let outDir = 'dist'
  return {
    name: 'rosemary-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file))
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file)
          const content = await readFile(full)
          if (content.length < MIN_BYTES) return
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            promisify(gzip)(content, { level: 9 }),
          ])
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)])
        }),
      )
    },
  }
}
