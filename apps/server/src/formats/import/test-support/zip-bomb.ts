/**
 * A real zip bomb, built by streaming: megabytes of zeros deflated chunk by chunk, so the test never holds
 * the unpacked size in memory and a reader that did unpack it all would show in the process's memory.
 */
import { Zip, ZipDeflate } from 'fflate'

export function zipBomb(megabytes: number, name = 'bomb.txt'): Uint8Array {
  const parts: Uint8Array[] = []
  const zip = new Zip((error, chunk) => {
    if (error) throw error
    parts.push(chunk)
  })
  const entry = new ZipDeflate(name, { level: 1 })
  zip.add(entry)
  const zeros = new Uint8Array(1024 * 1024)
  for (let i = 0; i < megabytes; i++) entry.push(zeros, i === megabytes - 1)
  zip.end()
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}
