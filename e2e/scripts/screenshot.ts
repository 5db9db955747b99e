/**
 * `npm run screenshot`: the README's picture of the welcome page, and the web manifest's screenshots of it
 * (a phone's and a computer's), taken from the built app on a fresh data folder in Debian's Chromium.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { spawn } from 'node:child_process'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts'
import { freePortSync } from '../support/free-port.ts'

const PORT = freePortSync()
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-screenshot-'))
const server = spawn(process.execPath, [fileURLToPath(new URL('../../scripts/start.ts', import.meta.url))], {
  env: {
    PATH: process.env.PATH,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
})
try {
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(`http://127.0.0.1:${PORT}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ready) break
    if (attempt > 120) throw new Error('the server did not start')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const page = await browser.newPage({ viewport: { width: 1200, height: 760 }, locale: 'en-US' })
  await page.goto(`http://127.0.0.1:${PORT}/#/welcome`)
  await page.getByRole('heading', { name: 'Your recipes, on your own server' }).waitFor()
  await page.screenshot({ path: fileURLToPath(new URL('../../docs/screenshot.png', import.meta.url)) })
  // The sizes the manifest gives (apps/web/vite.config.ts).
  const manifestShots = [
    { name: 'narrow', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
    { name: 'wide', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  ]
  for (const { name, ...device } of manifestShots) {
    const shot = await browser.newPage({ ...device, locale: 'en-US' })
    await shot.goto(`http://127.0.0.1:${PORT}/#/welcome`)
    await shot.getByRole('heading', { name: 'Your recipes, on your own server' }).waitFor()
    const file = new URL(`../../apps/web/public/screenshots/${name}.png`, import.meta.url)
    await shot.screenshot({ path: fileURLToPath(file) })
  }
  await browser.close()
} finally {
  server.kill('SIGTERM')
  await rm(dataDir, { recursive: true, force: true })
}
