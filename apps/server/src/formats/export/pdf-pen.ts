/**
 * Drawing primitives of the PDF export on top of pdfkit: paragraphs, headings with a rule, and list rows
 * whose marker (bullet or step number) hangs left of the text. Rows and headings move to a new page rather
 * than leave a marker or a heading alone at the bottom of one.
 */
import type { PdfTypeface } from './pdf-fonts.ts'

export interface Pen {
  doc: PDFKit.PDFDocument
  type: PdfTypeface
  left: number
  width: number
}

export const INK = '#1b1b1b'
export const MUTED = '#555555'
const RULE = '#9a9a9a'

/** Starts a new page when less than `height` points are left on this one (and this one is not empty). */
export function ensureSpace(pen: Pen, height: number): void {
  const { doc } = pen
  if (doc.y + height > doc.page.maxY() && doc.y > doc.page.margins.top + 1) doc.addPage()
}

export interface Run {
  text: string
  font?: 'regular' | 'bold' | 'italic'
  link?: string | null
}

/** One paragraph made of runs in different fonts, wrapped to the column. */
export function paragraph(pen: Pen, runs: readonly Run[], size: number, color = INK, gap = 4): void {
  const { doc, type } = pen
  const visible = runs
    .map((run) => ({ ...run, text: type.prepare(run.text) }))
    .filter((run) => run.text.length > 0)
  doc.fillColor(color).fontSize(size)
  visible.forEach(({ text, ...run }, index) => {
    const last = index === visible.length - 1
    doc.font(type[run.font ?? 'regular'])
    const options = { width: pen.width, continued: !last, lineGap: 1.5 }
    const link = run.link ? { link: run.link, underline: true } : { link: null, underline: false }
    if (index === 0) doc.text(text, pen.left, doc.y, { ...options, ...link })
    else doc.text(text, { ...options, ...link })
  })
  // A gap after the whole paragraph only: pdfkit's paragraphGap would also split lines the text breaks itself.
  doc.y += gap
}

/** A section title ("Ingredients") with a thin rule below, kept with the first lines after it. */
export function heading(pen: Pen, title: string): void {
  const { doc } = pen
  doc.moveDown(0.8)
  ensureSpace(pen, 60)
  doc.font(pen.type.bold).fontSize(13).fillColor(INK)
  doc.text(pen.type.prepare(title), pen.left, doc.y, { width: pen.width })
  const y = doc.y + 1
  doc
    .moveTo(pen.left, y)
    .lineTo(pen.left + pen.width, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke()
  doc.y = y + 6
}

/** A group title inside a list ("[Dough]"), kept with the rows after it. */
export function subheading(pen: Pen, title: string): void {
  const { doc } = pen
  doc.moveDown(0.3)
  ensureSpace(pen, 40)
  doc.font(pen.type.bold).fontSize(11).fillColor(INK)
  doc.text(pen.type.prepare(title), pen.left, doc.y, { width: pen.width, paragraphGap: 3 })
}

/** A list row: the marker right-aligned in the indent, the text wrapped beside it. */
export function row(pen: Pen, marker: string, text: string, indent: number, gap: number): void {
  const { doc, type } = pen
  const prepared = type.prepare(text)
  const width = pen.width - indent
  doc.font(type.regular).fontSize(11).fillColor(INK)
  const height = doc.heightOfString(prepared, { width, lineGap: 1.5 })
  ensureSpace(pen, Math.min(height, doc.currentLineHeight(true) * 3))
  const y = doc.y
  doc.font(type.bold).text(marker, pen.left, y, { width: indent - 5, align: 'right', lineBreak: false })
  doc.font(type.regular).text(prepared, pen.left + indent, y, { width, lineGap: 1.5, paragraphGap: gap })
  doc.x = pen.left
}
