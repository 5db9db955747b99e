/**
 * Reads the text back out of a PDF this export wrote with `compress: false`, page by page, for tests.
 * It understands just what pdfkit writes: TJ arrays of hex strings, standard fonts in WinAnsi, and
 * embedded fonts with a ToUnicode map; runs on the same baseline are joined into one line.
 */

interface PdfObject {
  dictionary: string
  stream: string | null
}

function readObjects(pdf: string): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>()
  const header = /(\d+) 0 obj\n/g
  for (let match = header.exec(pdf); match; match = header.exec(pdf)) {
    const start = match.index + match[0].length
    const end = pdf.indexOf('endobj', start)
    const streamAt = pdf.indexOf('stream\n', start)
    if (streamAt !== -1 && streamAt < end) {
      const dictionary = pdf.slice(start, streamAt)
      // Streams hold binary data (fonts, pictures): skip them by their length, never by searching.
      const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? 0)
      objects.set(Number(match[1]), { dictionary, stream: pdf.slice(streamAt + 7, streamAt + 7 + length) })
      header.lastIndex = streamAt + 7 + length
    } else {
      objects.set(Number(match[1]), { dictionary: pdf.slice(start, end), stream: null })
      header.lastIndex = end
    }
  }
  return objects
}

const hexToBytes = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex')

type Decoder = (hex: string) => string

function toUnicodeDecoder(cmap: string): Decoder {
  const codes = new Map<number, string>()
  for (const [, start, , list] of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
    const targets = [...(list ?? '').matchAll(/<([0-9a-f\s]+)>/gi)].map(([, hex]) => hexToBytes(hex ?? ''))
    targets.forEach((bytes, index) =>
      codes.set(parseInt(start ?? '0', 16) + index, bytes.swap16().toString('utf16le')),
    )
  }
  return (hex) => (hex.match(/.{4}/g) ?? []).map((code) => codes.get(parseInt(code, 16)) ?? '\uFFFD').join('')
}

const winAnsi = new TextDecoder('windows-1252')
const decodeWinAnsi: Decoder = (hex) => winAnsi.decode(hexToBytes(hex))

function fontDecoders(objects: Map<number, PdfObject>, resources: string): Map<string, Decoder> {
  const decoders = new Map<string, Decoder>()
  for (const [, name, id] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const font = objects.get(Number(id))?.dictionary ?? ''
    const cmapId = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1]
    const cmap = cmapId === undefined ? null : objects.get(Number(cmapId))?.stream
    decoders.set(name ?? '', cmap ? toUnicodeDecoder(cmap) : decodeWinAnsi)
  }
  return decoders
}

function pageText(content: string, decoders: Map<string, Decoder>): string {
  const lines: { y: string; text: string }[] = []
  let decode: Decoder = decodeWinAnsi
  let y = ''
  for (const line of content.split('\n')) {
    const font = /^\/(F\d+) [\d.]+ Tf$/.exec(line)
    if (font) decode = decoders.get(font[1] ?? '') ?? decodeWinAnsi
    const position = /^1 0 0 1 [\d.-]+ ([\d.-]+) Tm$/.exec(line)
    if (position) y = position[1] ?? ''
    if (!line.endsWith('TJ')) continue
    const text = [...line.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => decode(hex ?? '')).join('')
    const last = lines.at(-1)
    if (last?.y === y) last.text += text
    else lines.push({ y, text })
  }
  return lines.map((line) => line.text).join('\n')
}

/** The text of each page, in page order, one line of the page per line. */
export function readPdfText(pdf: Uint8Array): string[] {
  const source = Buffer.from(pdf).toString('latin1')
  const objects = readObjects(source)
  const pagesTree = [...objects.values()].find((object) => object.dictionary.includes('/Type /Pages\n'))
  const pageIds = [...(pagesTree?.dictionary.match(/\d+ 0 R/g) ?? [])].map((ref) => parseInt(ref, 10))
  return pageIds.map((id) => {
    const page = objects.get(id)?.dictionary ?? ''
    const contents = objects.get(Number(/\/Contents (\d+) 0 R/.exec(page)?.[1]))?.stream ?? ''
    const resources = objects.get(Number(/\/Resources (\d+) 0 R/.exec(page)?.[1]))?.dictionary ?? ''
    return pageText(contents, fontDecoders(objects, resources))
  })
}
