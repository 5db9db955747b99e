/**
 * HTML from a page or a JSON-LD string as a cheerio document whose elements nest at most
 * MAX_ELEMENT_DEPTH levels. Past that depth every element becomes a sibling of the one before it (as
 * browsers do past 512 levels): its text and attributes stay, only the nesting goes. Real pages nest a
 * few dozen levels; without the bound, 40,000 nested <div>s took htmlparser2 seconds (its stack of open
 * elements grows at the front) and every recursive reader of the tree overflowed the call stack.
 */
import { type CheerioAPI, load } from 'cheerio'
import { DomHandler } from 'domhandler'
import { Parser, type QuoteType } from 'htmlparser2'

/** htmlparser2 in HTML mode: several times faster than parse5 and lenient enough for real pages. */
export const HTML_PARSER_OPTIONS = { xml: { xmlMode: false, decodeEntities: true } } as const

export const MAX_ELEMENT_DEPTH = 256

/** Tags looked back through for the one an end tag closes, as HTML closes unclosed <li>s and <p>s. */
const CLOSE_LOOKBACK = 16

class DepthHandler extends DomHandler {
  /** Elements open around what is parsed now. */
  get depth(): number {
    return this.tagStack.length - 1
  }
}

/**
 * The parser handles the top MAX_ELEMENT_DEPTH levels as always; a tag opened deeper never reaches it:
 * its element goes to the DOM here, closing the deep element before it, and its end tag is matched here.
 */
class DepthCappedParser extends Parser {
  readonly #html: string
  readonly #dom: DepthHandler
  /** Names of the elements opened past the cap whose end tags are still to come, innermost last. */
  readonly #flattened: string[] = []
  /** Whether the last flattened element is still open in the DOM (text goes into it). */
  #flatOpen = false
  /** The tag being read when it is one past the cap: its name and attributes so far. */
  #deep: { name: string; attributes: Record<string, string>; attribute: string; value: string } | null = null

  constructor(html: string, dom: DepthHandler) {
    super(dom, { decodeEntities: true })
    this.#html = html
    this.#dom = dom
  }

  #name(start: number, end: number): string {
    return this.#html.slice(start, end).toLowerCase()
  }

  #closeFlat(): void {
    if (!this.#flatOpen) return
    this.#dom.onclosetag()
    this.#flatOpen = false
  }

  override onopentagname(start: number, endIndex: number): void {
    if (this.#dom.depth - (this.#flatOpen ? 1 : 0) < MAX_ELEMENT_DEPTH) {
      super.onopentagname(start, endIndex)
      return
    }
    this.#deep = { name: this.#name(start, endIndex), attributes: {}, attribute: '', value: '' }
  }

  override onattribname(start: number, endIndex: number): void {
    if (this.#deep) this.#deep.attribute = this.#name(start, endIndex)
    else super.onattribname(start, endIndex)
  }

  override onattribdata(start: number, endIndex: number): void {
    if (this.#deep) this.#deep.value += this.#html.slice(start, endIndex)
    else super.onattribdata(start, endIndex)
  }

  override onattribentity(codePoint: number): void {
    if (this.#deep) this.#deep.value += String.fromCodePoint(codePoint)
    else super.onattribentity(codePoint)
  }

  override onattribend(quote: QuoteType, endIndex: number): void {
    const deep = this.#deep
    if (!deep) {
      super.onattribend(quote, endIndex)
      return
    }
    if (!Object.hasOwn(deep.attributes, deep.attribute)) deep.attributes[deep.attribute] = deep.value
    deep.value = ''
  }

  override onopentagend(endIndex: number): void {
    if (this.#deep) this.#openDeep()
    else super.onopentagend(endIndex)
  }

  override onselfclosingtag(endIndex: number): void {
    if (this.#deep) this.#openDeep()
    else super.onselfclosingtag(endIndex)
  }

  #openDeep(): void {
    const { name, attributes } = this.#deep ?? { name: '', attributes: {} }
    this.#deep = null
    if (this.isVoidElement(name)) {
      this.#dom.onopentag(name, attributes)
      this.#dom.onclosetag()
      return
    }
    this.#closeFlat()
    this.#dom.onopentag(name, attributes)
    this.#flattened.push(name)
    this.#flatOpen = true
  }

  override onclosetag(start: number, endIndex: number): void {
    if (this.#flattened.length === 0) {
      super.onclosetag(start, endIndex)
      return
    }
    // An end tag among flattened elements closes one of them (or is stray); never an element above them.
    const name = this.#name(start, endIndex)
    const flattened = this.#flattened
    const from = Math.max(0, flattened.length - CLOSE_LOOKBACK)
    for (let index = flattened.length - 1; index >= from; index -= 1) {
      if (flattened[index] !== name) continue
      // The open element is this one or inside it.
      this.#closeFlat()
      flattened.length = index
      return
    }
  }

  override onend(): void {
    this.#closeFlat()
    super.onend()
  }
}

export function parseHtml(html: string): CheerioAPI {
  const dom = new DepthHandler()
  new DepthCappedParser(html, dom).end(html)
  return load(dom.root, HTML_PARSER_OPTIONS)
}
