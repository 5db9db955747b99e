/** The little SOAP that the Pepperplate sync service speaks: one envelope out, one element back. */
import { escapeXml } from '../../../formats/export/xml-text.ts'
import { type XmlElement, parseXml } from '../../../formats/import/xml.ts'

export const PEPPERPLATE_NAMESPACE = 'http://api.pepperplate.com/'
export const SYNC_SERVICE_PATH = '/services/syncmanager5.asmx'

const localName = (name: string) => name.slice(name.indexOf(':') + 1)

/** The first element named `name` (any namespace prefix) at any depth, breadth first. */
export function findElement(root: XmlElement, name: string): XmlElement | undefined {
  // Iterated as it grows, instead of shift() and a spread: a reply may hold 100,000 elements side by side.
  const queue = [root]
  for (const element of queue) {
    if (localName(element.name) === name) return element
    for (const child of element.children) queue.push(child)
  }
  return undefined
}

/** Direct children named `name`, whatever their prefix. */
export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((child) => localName(child.name) === name) ?? []
}

/** The trimmed text of the child named `name`, or ''. */
export function childText(element: XmlElement | undefined, name: string): string {
  const child = childrenNamed(element, name)[0]
  return child ? child.text.trim() : ''
}

/** A SOAP 1.1 envelope calling `action` with the given parameters (escaped). */
export function envelope(action: string, parameters: [string, string | number][]): string {
  const body = parameters.map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`).join('')
  return `<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><${action} xmlns="${PEPPERPLATE_NAMESPACE}">${body}</${action}></soap:Body></soap:Envelope>`
}

export function readEnvelope(text: string): XmlElement {
  return parseXml(new TextEncoder().encode(text))
}
