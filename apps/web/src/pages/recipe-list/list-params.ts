/**
 * The list's URL (spec §2): `list/:folder?labels=a,b&userId=…`, each label percent-encoded on its own and
 * the encoded labels joined with commas. The raw query string is read and written here directly: going
 * through URLSearchParams would encode the commas and the labels a second time.
 */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The still-encoded value of a query parameter, from a `?a=b&c=d` string. */
export function rawParam(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [key, value = ''] = pair.split('=')
    if (key === name) return value
  }
  return null
}

export function parseLabelParam(raw: string | null): string[] {
  if (!raw) return []
  return raw
    .split(',')
    .map((label) => safeDecode(label.replace(/\+/g, ' ')).trim())
    .filter(Boolean)
}

export function formatLabelParam(labels: string[]): string {
  return labels.map((label) => encodeURIComponent(label)).join(',')
}

export function listSearch(params: { labels: string[]; userId: string | null }): string {
  const parts = [
    params.labels.length > 0 ? `labels=${formatLabelParam(params.labels)}` : null,
    params.userId ? `userId=${encodeURIComponent(params.userId)}` : null,
  ].filter(Boolean)
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}
