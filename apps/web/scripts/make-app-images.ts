/**
 * `npx node apps/web/scripts/make-app-images.ts`: the web manifest's pictures that are drawn, not taken
 * (screenshots come from e2e/scripts/screenshot.ts): the maskable icons, where the launcher cuts the icon
 * to its own shape and only the middle 80 % is sure to show, and the shortcuts' icons. The PNGs are
 * committed; run this again after changing public/icons/icon.svg. sharp is the server's dependency.
 */
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'

const ICONS = new URL('../public/icons/', import.meta.url)
const GREEN = '#2f6b4f'
const LIGHT = '#e8f3ec'

/** The sprig of icon.svg, without its round background. */
async function sprig(): Promise<string> {
  const svg = await readFile(new URL('icon.svg', ICONS), 'utf8')
  const start = svg.indexOf('<path')
  const end = svg.lastIndexOf('</svg>')
  if (start < 0 || end < 0) throw new Error('icon.svg has no sprig to draw')
  return svg.slice(start, end)
}

/** The whole square in green, the sprig shrunk into the safe circle (its corners are 20 of 32 from the centre). */
function maskable(drawing: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/><g transform="translate(32 32) scale(0.8) translate(-32 -32)">${drawing}</g></svg>`
}

/** A round green badge with a white drawing, as the launcher shows next to a shortcut's name. */
function badge(drawing: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${GREEN}"/><g fill="none" stroke="${LIGHT}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${drawing}</g></svg>`
}

const PLUS = '<path d="M32 18v28M18 32h28"/>'
const CART =
  '<path d="M14 18h6l5 20h20l4-14H23"/><circle cx="28" cy="45" r="2.5"/><circle cx="42" cy="45" r="2.5"/>'

async function write(svg: string, size: number, name: string): Promise<void> {
  await sharp(Buffer.from(svg))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(name, ICONS).pathname)
}

const drawing = await sprig()
await write(maskable(drawing), 192, 'maskable-192.png')
await write(maskable(drawing), 512, 'maskable-512.png')
await write(badge(PLUS), 96, 'shortcut-new-recipe.png')
await write(badge(CART), 96, 'shortcut-shopping-lists.png')
