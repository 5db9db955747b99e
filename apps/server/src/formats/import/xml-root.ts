/**
 * The name of an XML document's root element, read from the start of a file without parsing it: the
 * formats that are XML (RecipeML, Gourmet, KRecipes, FDX, Cookmate, MasterCook .mx2) are told apart by it.
 * The prolog is skipped as XML allows it: a declaration and processing instructions, comments, and a
 * DOCTYPE whose internal subset may hold quoted ">" characters. Plain index scanning, no backtracking.
 */

const NAME_END = /[\s/>]/

/** Where the DOCTYPE starting at `from` ends (just past its ">"), or -1 when the text stops first. */
function doctypeEnd(text: string, from: number): number {
  let quote = ''
  let subset = false
  for (let at = from; at < text.length; at++) {
    const char = text[at]
    if (quote) {
      if (char === quote) quote = ''
    } else if (char === '"' || char === "'") {
      quote = char
    } else if (char === '[') {
      subset = true
    } else if (char === ']') {
      subset = false
    } else if (char === '>' && !subset) {
      return at + 1
    }
  }
  return -1
}

/** Just past the prolog item starting at `at` (a "<?…?>", "<!--…-->" or "<!DOCTYPE…>"), -1 when cut off, null when none starts there. */
function skipPrologItem(text: string, at: number): number | null {
  if (text.startsWith('<?', at)) {
    const end = text.indexOf('?>', at + 2)
    return end < 0 ? -1 : end + 2
  }
  if (text.startsWith('<!--', at)) {
    const end = text.indexOf('-->', at + 4)
    return end < 0 ? -1 : end + 3
  }
  if (text.slice(at, at + 9).toUpperCase() === '<!DOCTYPE') return doctypeEnd(text, at + 9)
  return null
}

/** The root element's name as written ("recipeml", "gourmetDoc"), or null when the text does not start like XML. */
export function xmlRootName(text: string): string | null {
  let at = text.startsWith('\uFEFF') ? 1 : 0
  for (;;) {
    while (at < text.length && /\s/.test(text[at] ?? '')) at++
    const next = skipPrologItem(text, at)
    if (next === -1) return null
    if (next === null) break
    at = next
  }
  if (text[at] !== '<') return null
  const rest = text.slice(at + 1, at + 201)
  const end = rest.search(NAME_END)
  const name = end < 0 ? '' : rest.slice(0, end)
  return /^[A-Za-z_][\w.:-]*$/.test(name) ? name : null
}

/** Whether the text's root element has this name, ignoring case. */
export function hasXmlRoot(text: string, name: string): boolean {
  return xmlRootName(text)?.toLowerCase() === name.toLowerCase()
}
