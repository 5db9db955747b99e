/**
 * The backup archive's container: a POSIX ustar stream, written and read one file at a time so neither side
 * holds more than one file in memory. Any `tar -tzf` lists it. (formats/import/archive/tar.ts reads tars
 * people send, held whole in memory under the import's budget; a backup can be far larger.)
 */
const BLOCK = 512
/** No file the backup writes comes near this: a header claiming more is damage, not a file to wait for. */
export const MAX_ENTRY_BYTES = 256 * 1024 * 1024

export class DamagedArchiveError extends Error {}

export interface TarEntry {
  name: string
  data: Buffer
}

function writeField(header: Buffer, text: string, start: number, length: number): void {
  const bytes = Buffer.from(text, 'utf8')
  if (bytes.length > length) throw new Error(`tar field too long: ${text}`)
  bytes.copy(header, start)
}

function writeOctal(header: Buffer, value: number, start: number, length: number): void {
  writeField(header, value.toString(8).padStart(length - 1, '0') + '\0', start, length)
}

/** A regular file's header, then its bytes padded to whole blocks. */
export function tarFile(name: string, data: Buffer, mtime: Date): Buffer[] {
  if (Buffer.byteLength(name) > 99) throw new Error(`tar entry name too long: ${name}`)
  const header = Buffer.alloc(BLOCK)
  writeField(header, name, 0, 100)
  writeOctal(header, 0o644, 100, 8)
  writeOctal(header, 0, 108, 8)
  writeOctal(header, 0, 116, 8)
  writeOctal(header, data.length, 124, 12)
  writeOctal(header, Math.floor(mtime.getTime() / 1000), 136, 12)
  header.fill(0x20, 148, 156)
  header.write('0', 156)
  writeField(header, 'ustar\u000000', 257, 8)
  let sum = 0
  for (const byte of header) sum += byte
  writeField(header, sum.toString(8).padStart(6, '0') + '\0 ', 148, 8)
  const padding = (BLOCK - (data.length % BLOCK)) % BLOCK
  return [header, data, Buffer.alloc(padding)]
}

/** Two empty blocks end an archive. */
export function tarEnd(): Buffer {
  return Buffer.alloc(2 * BLOCK)
}

function text(header: Buffer, start: number, length: number): string {
  const bytes = header.subarray(start, start + length)
  const end = bytes.indexOf(0)
  return (end < 0 ? bytes : bytes.subarray(0, end)).toString('utf8')
}

function parseHeader(header: Buffer): { name: string; size: number; type: string } {
  let sum = 0
  for (let at = 0; at < BLOCK; at++) sum += at >= 148 && at < 156 ? 0x20 : (header[at] ?? 0)
  const stored = text(header, 148, 8).trim()
  const size = text(header, 124, 12).trim()
  if (!/^[0-7]{1,8}$/.test(stored) || parseInt(stored, 8) !== sum || !/^[0-7]{1,11}$/.test(size))
    throw new DamagedArchiveError('a file header inside the archive is damaged')
  const bytes = parseInt(size, 8)
  if (bytes > MAX_ENTRY_BYTES)
    throw new DamagedArchiveError('a file inside the archive claims an impossible size')
  return { name: text(header, 0, 100), size: bytes, type: text(header, 156, 1) || '0' }
}

/** Takes bytes off the front of a stream of chunks, waiting for more as needed. */
function byteReader(chunks: AsyncIterable<Buffer>) {
  const iterator = chunks[Symbol.asyncIterator]()
  let pending: Buffer[] = []
  let buffered = 0
  return async function take(count: number): Promise<Buffer | null> {
    while (buffered < count) {
      const next = await iterator.next()
      if (next.done) {
        if (buffered === 0) return null
        throw new DamagedArchiveError('the archive ends in the middle of a file (cut short?)')
      }
      pending.push(next.value)
      buffered += next.value.length
    }
    const [only] = pending
    const all = pending.length === 1 && only ? only : Buffer.concat(pending)
    const taken = all.subarray(0, count)
    pending = all.length > count ? [all.subarray(count)] : []
    buffered -= count
    return taken
  }
}

/**
 * The regular files of a tar stream, in order. The stream must end with the end-of-archive blocks: an archive
 * cut short (between files, too) is a DamagedArchiveError, never a shorter list of files.
 */
export async function* readTar(chunks: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const take = byteReader(chunks)
  for (;;) {
    const header = await take(BLOCK)
    if (header === null) throw new DamagedArchiveError('the archive ends before its end marker (cut short?)')
    if (header.every((byte) => byte === 0)) return
    const { name, size, type } = parseHeader(header)
    const data = size > 0 ? await take(size) : Buffer.alloc(0)
    if (data === null) throw new DamagedArchiveError('the archive ends in the middle of a file (cut short?)')
    const padding = (BLOCK - (size % BLOCK)) % BLOCK
    if (padding > 0 && (await take(padding)) === null)
      throw new DamagedArchiveError('the archive ends in the middle of a file (cut short?)')
    if (type === '0') yield { name, data: Buffer.from(data) }
  }
}
