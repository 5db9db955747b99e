/**
 * A recipe's url becomes a link on the recipe page, so only http(s) addresses may be one: `javascript:`
 * would run, `data:` and `file:` would show whatever the text says. Text without a scheme at all
 * ("example.com/soup", typed by hand or kept from an old app) is allowed, and shown as text.
 */
const WEB_SCHEMES = new Set(['http', 'https'])

/** As a browser's URL parser first cleans an href: controls and spaces off both ends, tabs and newlines out. */
function cleanAddress(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && text.charCodeAt(start) <= 0x20) start++
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--
  return text.slice(start, end).replace(/[\t\n\r]/g, '')
}

/** The scheme a browser would read, lowercase, or null when the text has none (a relative address). */
function schemeOf(address: string): string | null {
  return /^([a-z][a-z\d+.-]*):/i.exec(address)?.[1]?.toLowerCase() ?? null
}

/** False for an address with a scheme other than http(s): the API refuses it, imports drop it. */
export function isAllowedRecipeUrl(text: string): boolean {
  const scheme = schemeOf(cleanAddress(text))
  return scheme === null || WEB_SCHEMES.has(scheme)
}

/** The address as an http(s) link, or null when it is not one (and must not be linked to). */
export function toWebLink(text: string): string | null {
  const address = cleanAddress(text)
  const scheme = schemeOf(address)
  return scheme !== null && WEB_SCHEMES.has(scheme) ? address : null
}
