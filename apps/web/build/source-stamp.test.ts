import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { sourceStampPlugin } from './source-stamp-plugin.ts'
import { hashSources, readStamp, reasonToBuild, writeStamp } from './source-stamp.ts'

let root: string
let dist: string

async function put(file: string, content: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true })
  await writeFile(path.join(root, file), content)
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'rosemary-stamp-'))
  dist = path.join(root, 'apps/web/dist')
  await put('package.json', '{"version":"0.1.0"}')
  await put('package-lock.json', '{"lockfileVersion":3}')
  await put('apps/web/index.html', '<div id="root"></div>')
  await put('apps/web/src/main.tsx', 'render()')
  await put('packages/shared/src/index.ts', 'export const rule = 1')
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('reasonToBuild', () => {
  test('a checkout that was never built is built', async () => {
    expect(await reasonToBuild(dist, await hashSources(root))).toBe('there is no finished build of it')
  })

  test('a build folder without a stamp (an interrupted or older build) is built again', async () => {
    await put('apps/web/dist/index.html', '<div id="root"></div>')
    expect(await reasonToBuild(dist, await hashSources(root))).toBe('there is no finished build of it')
  })

  test('a build of today’s sources is served as it is', async () => {
    await put('apps/web/dist/index.html', 'built')
    await writeStamp(dist, await hashSources(root))
    expect(await reasonToBuild(dist, await hashSources(root))).toBeNull()
  })

  test('a change to the app, the shared package, the version or the lockfile builds again', async () => {
    await mkdir(dist)
    await writeStamp(dist, await hashSources(root))
    for (const [file, content] of [
      ['apps/web/src/main.tsx', 'render(<App />)'],
      ['packages/shared/src/index.ts', 'export const rule = 2'],
      ['package.json', '{"version":"0.2.0"}'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
    ] as const) {
      await put(file, content)
      expect(await reasonToBuild(dist, await hashSources(root)), file).toBe(
        'its sources changed since it was built',
      )
      await writeStamp(dist, await hashSources(root))
    }
  })

  test('a new or renamed source file builds again', async () => {
    await mkdir(dist)
    await writeStamp(dist, await hashSources(root))
    await put('apps/web/src/pages/New.tsx', 'export default 1')
    expect(await reasonToBuild(dist, await hashSources(root))).not.toBeNull()
    await writeStamp(dist, await hashSources(root))
    await rename(path.join(root, 'apps/web/src/pages/New.tsx'), path.join(root, 'apps/web/src/pages/Old.tsx'))
    expect(await reasonToBuild(dist, await hashSources(root))).not.toBeNull()
  })
})

describe('hashSources', () => {
  test('tests, the build itself and installed packages do not count', async () => {
    const before = await hashSources(root)
    await put('apps/web/src/main.test.tsx', 'test()')
    await put('apps/web/dist/assets/index-a1.js', 'bundle')
    await put('apps/web/node_modules/some-package/index.js', 'module.exports = 1')
    await put('packages/shared/src/rules/sort.test.ts', 'test()')
    expect(await hashSources(root)).toBe(before)
  })

  test('the same bytes moved from one file to another change the hash', async () => {
    await put('apps/web/src/a.ts', 'ab')
    await put('apps/web/src/b.ts', 'c')
    const before = await hashSources(root)
    await put('apps/web/src/a.ts', 'a')
    await put('apps/web/src/b.ts', 'bc')
    expect(await hashSources(root)).not.toBe(before)
  })
})

describe('sourceStampPlugin', () => {
  const run = async (error?: Error) => {
    // The hooks as Vite calls them, with only the parts of their arguments the plugin reads.
    const plugin = sourceStampPlugin(root) as unknown as {
      configResolved: (config: unknown) => void
      buildStart: () => void
      closeBundle: { handler: (error?: Error) => Promise<void> }
    }
    plugin.configResolved({ root: path.join(root, 'apps/web'), build: { outDir: 'dist' } })
    plugin.buildStart()
    await mkdir(dist, { recursive: true })
    await plugin.closeBundle.handler(error)
  }

  test('a finished build records the sources it was made from', async () => {
    await run()
    expect(await readStamp(dist)).toBe(await hashSources(root))
    expect(await reasonToBuild(dist, await hashSources(root))).toBeNull()
  })

  test('a failed build records nothing, so the next start builds again', async () => {
    await run(new Error('a syntax error'))
    expect(await readStamp(dist)).toBeNull()
  })
})
