/** Reads samples out of Prometheus's text format, for the tests. */
export function sampleOf(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (match?.[1] !== name) continue
    const present = (match[2] ?? '').split(',')
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3])
  }
  return undefined
}
