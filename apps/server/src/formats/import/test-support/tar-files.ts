/**
 * Tar archives built in code for tests, the way KDE's KTar writes them (GNU headers, "././@LongLink"
 * entries for names over 99 characters) or as POSIX ustar; and a KRecipes .kre, a gzip of such a tar.
 */
import { gzipSync, strToU8 } from 'fflate'

const BLOCK = 512

export interface TarOptions {
  /** "gnu" (KTar's "ustar  " magic, long names as ././@LongLink) or "ustar" (long names split into the prefix). */
  style?: 'gnu' | 'ustar'
  /** Folder entries written before the files, as some tools do. */
  folders?: string[]
  /** Each file's name in a pax extended header before it, the header itself naming something else. */
  pax?: boolean
}

function writeText(header: Uint8Array, at: number, text: string): void {
  header.set(strToU8(text), at)
}

const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`

function header(name: string, size: number, type: string, style: 'gnu' | 'ustar'): Uint8Array {
  const block = new Uint8Array(BLOCK)
  let stored = name
  if (style === 'ustar' && name.length > 100) {
    const cut = name.lastIndexOf('/', 155)
    writeText(block, 345, name.slice(0, cut))
    stored = name.slice(cut + 1)
  }
  writeText(block, 0, stored.slice(0, 100))
  writeText(block, 100, octal(0o644, 8))
  writeText(block, 108, octal(1000, 8))
  writeText(block, 116, octal(1000, 8))
  writeText(block, 124, octal(size, 12))
  writeText(block, 136, octal(1_700_000_000, 12))
  writeText(block, 156, type)
  writeText(block, 257, style === 'gnu' ? 'ustar  \0' : 'ustar\x0000')
  writeText(block, 265, 'cook')
  writeText(block, 297, 'cook')
  block.fill(0x20, 148, 156)
  const sum = block.reduce((total, byte) => total + byte, 0)
  writeText(block, 148, `${sum.toString(8).padStart(6, '0')}\0 `)
  return block
}

const padded = (data: Uint8Array) => {
  const out = new Uint8Array(Math.ceil(data.length / BLOCK) * BLOCK)
  out.set(data)
  return out
}

/** A pax record: its own length in decimal, counted with itself. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`
  let length = body.length + 1
  while (`${length}${body}`.length !== length) length++
  return `${length}${body}`
}

export function tarFile(
  files: Record<string, Uint8Array>,
  { style = 'gnu', folders = [], pax = false }: TarOptions = {},
): Uint8Array {
  const parts: Uint8Array[] = folders.map((folder) => header(`${folder}/`, 0, '5', style))
  for (const [name, data] of Object.entries(files)) {
    if (pax) {
      const records = strToU8(paxRecord('mtime', '1700000000.5') + paxRecord('path', name))
      parts.push(header('PaxHeaders/entry', records.length, 'x', style), padded(records))
      parts.push(header('short-name', data.length, '0', style), padded(data))
      continue
    }
    if (style === 'gnu' && name.length > 99) {
      const longName = strToU8(`${name}\0`)
      parts.push(header('././@LongLink', longName.length, 'L', style), padded(longName))
    }
    parts.push(header(name, data.length, '0', style), padded(data))
  }
  parts.push(new Uint8Array(BLOCK * 2))
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** A KRecipes .kre: the export's .kreml, named as KRecipes names it (the file's name + "ml"), tarred and gzipped. */
export const kreFile = (kreml: string, name = 'recipes.kreml', options?: TarOptions): Uint8Array =>
  gzipSync(tarFile({ [name]: strToU8(kreml) }, options))
