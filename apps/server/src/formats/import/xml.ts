/**
 * Safe XML reading for the import formats (FDX, Cookmate): bytes in any of the encodings those apps wrote,
 * a well-formedness check with the line of the first error, no entity declarations (a "billion laughs"
 * file is refused before parsing), standard and numeric character references decoded, and the document as
 * a small element tree that keeps attribute values and the order of children.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { ImportFileError } from '../imported-recipe.ts'
import { decodeXmlBytes } from './xml-encoding.ts'

export interface XmlElement {
  name: string
  attributes: Readonly<Record<string, string>>
  children: XmlElement[]
  /** The element's own text (CDATA included), without its children's, untrimmed. */
  text: string
  /** Text and child elements in document order. */
  content: (XmlElement | string)[]
}

/** Recipe files nest a dozen levels at most; deeper XML is refused before anything walks it recursively. */
export const MAX_XML_DEPTH = 100

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  ignorePiTags: true,
  // Kept so that "Stir <b>well</b> and serve" keeps its spaces; readers trim what they take.
  trimValues: false,
  // Numeric references (&#176;) are decoded only together with the HTML names; both are welcome here.
  htmlEntities: true,
  maxNestedTags: MAX_XML_DEPTH,
})

/** Whether the bytes start like XML (after a byte order mark and blanks), to tell XML from other formats. */
export function looksLikeXml(bytes: Uint8Array): boolean {
  return /^\s*</.test(decodeXmlBytes(bytes.subarray(0, 64)).replace(/^\uFEFF/, ''))
}

export function parseXml(bytes: Uint8Array): XmlElement {
  const text = decodeXmlBytes(bytes)
  if (text.trim() === '') throw new ImportFileError('The file is empty.')
  const doctype = text.search(/<!DOCTYPE/i)
  if (doctype >= 0 && text.includes('<!ENTITY', doctype)) {
    throw new ImportFileError(
      'The XML declares entities (<!ENTITY>); they are refused because they can expand without bound.',
    )
  }
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- its successor (fast-xml-validator) is not installed
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: true })
  if (valid !== true) {
    const { line, col, msg } = valid.err
    throw new ImportFileError(`The XML is malformed (line ${line}, column ${col}): ${msg}`)
  }
  let nodes: unknown
  try {
    nodes = parser.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown error'
    if (/nested tags/i.test(reason)) {
      throw new ImportFileError(
        `The XML nests its elements more than ${MAX_XML_DEPTH} levels deep, which no recipe file does.`,
        { cause: error },
      )
    }
    throw new ImportFileError(`The XML cannot be read: ${reason}`, { cause: error })
  }
  const [root, ...others] = toElements(nodes).filter((node) => typeof node !== 'string')
  if (!root) throw new ImportFileError('The file holds no XML element.')
  if (others.length > 0) throw new ImportFileError('The XML is malformed: it has more than one root element.')
  return root
}

type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null

/** fast-xml-parser's ordered output ([{ tag: [...], ':@': attributes }, { '#text': ... }]) as content. */
function toElements(nodes: unknown): (XmlElement | string)[] {
  if (!Array.isArray(nodes)) return []
  const content: (XmlElement | string)[] = []
  for (const node of nodes) {
    if (!isNode(node)) continue
    if ('#text' in node) {
      const text = node['#text']
      if (typeof text === 'string' || typeof text === 'number') content.push(String(text))
      continue
    }
    const name = Object.keys(node).find((key) => key !== ':@' && !key.startsWith('?') && !key.startsWith('!'))
    if (name === undefined) continue
    const inner = toElements(node[name])
    content.push({
      name,
      attributes: toAttributes(node[':@']),
      children: inner.filter((item) => typeof item !== 'string'),
      text: inner.filter((item) => typeof item === 'string').join(''),
      content: inner,
    })
  }
  return content
}

function toAttributes(attributes: unknown): Record<string, string> {
  const result: Record<string, string> = {}
  if (!isNode(attributes)) return result
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      result[name] = String(value)
  }
  return result
}

/** Child elements with this name, ignoring case (older exports are not consistent about it). */
export function childElements(element: XmlElement, name: string): XmlElement[] {
  const lower = name.toLowerCase()
  return element.children.filter((child) => child.name.toLowerCase() === lower)
}

export function childElement(element: XmlElement, name: string): XmlElement | undefined {
  return childElements(element, name)[0]
}

/** All text inside the element, its children's included, in document order. */
export function textContent(element: XmlElement | undefined): string {
  if (!element) return ''
  return element.content.map((item) => (typeof item === 'string' ? item : textContent(item))).join('')
}

/** The attribute's value, ignoring the case of its name; "" when absent. */
export function attribute(element: XmlElement, name: string): string {
  const lower = name.toLowerCase()
  const key = Object.keys(element.attributes).find((candidate) => candidate.toLowerCase() === lower)
  return key === undefined ? '' : (element.attributes[key] ?? '')
}
