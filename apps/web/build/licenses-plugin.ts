/**
 * Lists the npm packages that end up in the browser bundle, with their licences, as licenses.json — so
 * about/details names exactly what is shipped, not everything in package.json.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

export interface LicenseEntry {
  name: string
  version: string
  license: string
  homepage: string | null
}

function packageRoot(moduleId: string): string | null {
  const marker = `${path.sep}node_modules${path.sep}`
  const at = moduleId.lastIndexOf(marker)
  if (at < 0) return null
  const rest = moduleId.slice(at + marker.length).split(path.sep)
  const depth = rest[0]?.startsWith('@') ? 2 : 1
  return moduleId.slice(0, at + marker.length) + rest.slice(0, depth).join(path.sep)
}

function readEntry(root: string): LicenseEntry {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, unknown>
  const repository = pkg.repository as string | { url?: string } | undefined
  const repositoryUrl = typeof repository === 'string' ? repository : repository?.url
  return {
    name: String(pkg.name),
    version: String(pkg.version),
    license: typeof pkg.license === 'string' ? pkg.license : 'see package',
    homepage: typeof pkg.homepage === 'string' ? pkg.homepage : (repositoryUrl ?? null),
  }
}

export function licensesPlugin(): Plugin {
  return {
    name: 'rosemary-licenses',
    apply: 'build',
    generateBundle(_options, bundle) {
      const roots = new Set<string>()
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        for (const id of output.moduleIds) {
          const root = packageRoot(id.replace(/^\0/, ''))
          if (root) roots.add(root)
        }
      }
      const entries = [...roots].map(readEntry).sort((a, b) => a.name.localeCompare(b.name))
      this.emitFile({ type: 'asset', fileName: 'licenses.json', source: JSON.stringify(entries) })
    },
  }
}
