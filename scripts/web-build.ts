/**
 * Builds the web app only when its sources changed since the build in apps/web/dist was made
 * (apps/web/build/source-stamp.ts): `npm start`, the browser journeys, the benchmarks and the screenshot
 * run it before they serve the app. `node scripts/web-build.ts` runs it alone.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { hashSources, reasonToBuild } from '../apps/web/build/source-stamp.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const WEB_DIST = path.join(ROOT, 'apps/web/dist')

export async function buildWebIfChanged(): Promise<void> {
  const sources = await hashSources(ROOT)
  const reason = await reasonToBuild(WEB_DIST, sources)
  if (reason === null) return
  console.log(`Building the web app first: ${reason}.`)
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('The web app could not be built; see the messages above.')
    process.exit(build.status ?? 1)
  }
  // The build stamps itself; without a stamp the next start would build again, so say so now.
  if ((await reasonToBuild(WEB_DIST, sources)) !== null)
    console.warn('The web app was built while its sources changed; the next start builds it again.')
}

if (import.meta.main) await buildWebIfChanged()
