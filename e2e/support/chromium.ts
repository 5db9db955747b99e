/**
 * Debian's Chromium, as every browser-driven script here launches it: no sandbox (CI runs as root) and no
 * background calls home (the machine's network is closed, and they would only fail).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
