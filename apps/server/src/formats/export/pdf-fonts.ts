/**
 * Fonts for the PDF export. A TrueType font with wide Unicode coverage (DejaVu Sans, packaged by most
 * Linux distributions as fonts-dejavu-core) is embedded when the machine has it. Without it the PDF uses
 * the standard Helvetica, which can only draw Windows-1252 characters; everything else is replaced by a
 * readable stand-in first, because pdfkit would otherwise write garbage for it.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'

/** The fonts a PDF draws with, by the names registered in the document, and how its text is prepared. */
export interface PdfTypeface {
  regular: string
  bold: string
  italic: string
  /** Makes a recipe text drawable in these fonts. */
  prepare: (text: string) => string
}

export interface PdfFontFiles {
  regular: string
  bold: string
  italic: string
}

export const DEFAULT_FONT_DIRECTORIES = [
  '/usr/share/fonts/truetype/dejavu',
  '/usr/share/fonts/dejavu',
  '/usr/share/fonts/TTF',
  '/usr/share/fonts/dejavu-sans-fonts',
  '/usr/local/share/fonts',
  '/Library/Fonts',
]

/** DejaVu Sans (regular, bold, oblique) from the first directory holding all three, or null. */
export function findUnicodeFonts(
  directories: readonly string[] = DEFAULT_FONT_DIRECTORIES,
): PdfFontFiles | null {
  for (const directory of directories) {
    const files = {
      regular: join(directory, 'DejaVuSans.ttf'),
      bold: join(directory, 'DejaVuSans-Bold.ttf'),
      italic: join(directory, 'DejaVuSans-Oblique.ttf'),
    }
    if (Object.values(files).every((file) => existsSync(file))) return files
  }
  return null
}

// Characters pdfkit cannot draw in any font: controls (tab and newline stay) and lone surrogates.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNDRAWABLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\uFFFE\uFFFF]|\p{Cs}/gu

/** Text any font can take: control characters and broken surrogate halves removed. */
export function removeUndrawable(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(UNDRAWABLE, '')
}

// The characters of Windows-1252 above Latin-1's printable range that Helvetica has.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

const STAND_INS: Record<string, string> = {
  '⅓': '1/3',
  '⅔': '2/3',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⁄': '/',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '≈': '~',
  '★': '*',
  '☆': '*',
  '\u2009': ' ',
  '\u202F': ' ',
  '\u2028': '\n',
  '\u2029': '\n',
}

function drawableInHelvetica(character: string): boolean {
  const code = character.codePointAt(0) ?? 0
  return (
    code === 0x0a ||
    code === 0x09 ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.has(character)
  )
}

/**
 * Text Helvetica can draw: vulgar fractions spelled out, accented letters outside Windows-1252 without
 * their accents ("ő" → "o"), and anything else as "?".
 */
export function toHelveticaText(text: string): string {
  let result = ''
  for (const character of removeUndrawable(text)) {
    if (drawableInHelvetica(character)) result += character
    else if (STAND_INS[character] !== undefined) result += STAND_INS[character]
    else {
      const base = character.normalize('NFKD').replace(/\p{M}/gu, '')
      result += base && Array.from(base).every(drawableInHelvetica) ? base : '?'
    }
  }
  return result
}

/** Registers the TrueType fonts in the document, or picks the standard Helvetica when there are none. */
export function useFonts(doc: PDFKit.PDFDocument, files: PdfFontFiles | null): PdfTypeface {
  if (!files)
    return {
      regular: 'Helvetica',
      bold: 'Helvetica-Bold',
      italic: 'Helvetica-Oblique',
      prepare: toHelveticaText,
    }
  doc.registerFont('body', files.regular)
  doc.registerFont('body-bold', files.bold)
  doc.registerFont('body-italic', files.italic)
  return { regular: 'body', bold: 'body-bold', italic: 'body-italic', prepare: removeUndrawable }
}
