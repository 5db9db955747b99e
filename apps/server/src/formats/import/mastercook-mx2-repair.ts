/**
 * MasterCook writes its XML (.mx2) without escaping: an attribute value keeps its quotes
 * (`name="carrot sticks (4" by 1/2")"`), text keeps a bare `&`, and stray control characters slip in. Such
 * a file is refused by any XML parser, so a file that does not parse is mended first: one pass over the
 * text that leaves CDATA, comments and declarations alone, re-quotes the attributes of each start tag
 * (a value runs to the last quote before the next ` name="`) and escapes bare `&` and `<` in text.
 */

/** Control characters other than tab and line breaks, which XML forbids and old exports let in. */
const CONTROL = /[^\P{Cc}\t\n\r]/gu
const BARE_AMPERSAND = /&(?!#\d{1,7};|#x[0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{0,31};)/g
const ATTRIBUTE_START = /\s([A-Za-z_][\w.:-]*)=\s?"/g

const escapeText = (text: string) => text.replace(BARE_AMPERSAND, '&amp;')

const escapeValue = (value: string) =>
  escapeText(value).replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A start tag with each attribute value re-quoted; a tag without `name="` attributes is kept as it is. */
function repairTag(tag: string): string {
  if (!tag.endsWith('>')) return tag
  const selfClosing = tag.endsWith('/>')
  const inside = tag.slice(1, selfClosing ? -2 : -1)
  const starts = [...inside.matchAll(ATTRIBUTE_START)]
  const first = starts[0]
  if (first === undefined) return tag
  const attributes = starts.map((match, index) => {
    const valueStart = match.index + match[0].length
    const next = starts[index + 1]?.index ?? inside.length
    const closing = inside.lastIndexOf('"', next - 1)
    const closed = closing >= valueStart
    const value = inside.slice(valueStart, closed ? closing : next)
    // What follows the closing quote (an attribute in single quotes, spaces) is kept as it is.
    const rest = closed ? inside.slice(closing + 1, next) : ''
    return ` ${match[1] ?? ''}="${escapeValue(value)}"${rest}`
  })
  return `<${inside.slice(0, first.index)}${attributes.join('')}${selfClosing ? '/' : ''}>`
}

/** Where a construct that starts at `at` ends (after its closing marker), or the end of the text. */
function endOf(text: string, at: number, closing: string): number {
  const end = text.indexOf(closing, at)
  return end < 0 ? text.length : end + closing.length
}

export function repairMx2(source: string): string {
  const text = source.replace(CONTROL, '')
  const out: string[] = []
  let at = 0
  while (at < text.length) {
    const open = text.indexOf('<', at)
    if (open < 0) {
      out.push(escapeText(text.slice(at)))
      break
    }
    out.push(escapeText(text.slice(at, open)))
    let end: number
    if (text.startsWith('<![CDATA[', open)) end = endOf(text, open, ']]>')
    else if (text.startsWith('<!--', open)) end = endOf(text, open, '-->')
    else if (/^<[!?/]/.test(text.slice(open, open + 2))) end = endOf(text, open, '>')
    else if (/^<[A-Za-z_]/.test(text.slice(open, open + 2))) {
      end = endOf(text, open, '>')
      out.push(repairTag(text.slice(open, end)))
      at = end
      continue
    } else {
      out.push('&lt;')
      at = open + 1
      continue
    }
    out.push(text.slice(open, end))
    at = end
  }
  return out.join('')
}
