/**
 * Cooking times between the forms sources use and the text a recipe shows: ISO 8601 durations
 * (schema.org's PT1H30M), counts of minutes (Living Cookbook, Paprika), and readable text ("1 h 30 min").
 */

const ISO_DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i

const number = (value: string | undefined) => (value ? Number(value.replace(',', '.')) : 0)

/** Whole minutes in an ISO 8601 duration ("PT1H30M" → 90, "P1DT2H" → 1560), or null when it is not one. */
export function isoDurationMinutes(value: string): number | null {
  const match = ISO_DURATION.exec(value.trim())
  if (!match || value.trim().toUpperCase() === 'P' || /T$/i.test(value.trim())) return null
  const [, years, months, weeks, days, hours, minutes, seconds] = match
  const total =
    number(years) * 525_600 +
    number(months) * 43_800 +
    number(weeks) * 10_080 +
    number(days) * 1_440 +
    number(hours) * 60 +
    number(minutes) +
    number(seconds) / 60
  return Math.round(total)
}

/** 90 → "1 h 30 min"; days are kept for long rests and ferments ("1 d 2 h"); 0 or less → "". */
export function minutesToText(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return ''
  const rounded = Math.round(minutes)
  const days = Math.floor(rounded / 1_440)
  const hours = Math.floor((rounded % 1_440) / 60)
  const rest = rounded % 60
  const parts = [days && `${days} d`, hours && `${hours} h`, rest && `${rest} min`].filter(Boolean)
  return parts.length > 0 ? parts.join(' ') : ''
}

/** An ISO duration as readable text; anything else is returned trimmed, as the source wrote it. */
export function durationToText(value: string): string {
  const minutes = isoDurationMinutes(value)
  return minutes === null ? value.trim() : minutesToText(minutes)
}

const UNIT_MINUTES: [RegExp, number][] = [
  [/^(d|days?|tage?n?|giorn[oi]|jours?|d[ií]as?)$/i, 1_440],
  [/^(h|hrs?|hours?|std|stunden?|or[ae]|heures?|horas?)$/i, 60],
  [/^(m|mins?|minutes?|minuten?|minuti|minutos?)$/i, 1],
  [/^(s|secs?|seconds?|sekunden?|secondi|secondes?|segundos?)$/i, 1 / 60],
]

/**
 * Minutes in a readable time ("1 h 30 min", "45 minutes", "1½ hours", "2 Stunden"), or null when the text
 * holds anything else ("overnight", "until golden"): an export writes an ISO duration only when it is exact.
 */
export function textMinutes(text: string): number | null {
  // "1 Std. 30 Min.": a unit's abbreviating full stop is no part of the time.
  const normalized = text
    .trim()
    .toLowerCase()
    .replace(/½/g, '.5')
    .replace(/,(\d)/g, '.$1')
    .replace(/(\p{L})\./gu, '$1')
  if (!normalized) return null
  const tokens = normalized.match(/\d+(?:\.\d+)?|[a-zà-ÿ]+|\S/giu) ?? []
  let total = 0
  let pending: number | null = null
  for (const token of tokens) {
    if (/^\d/.test(token)) {
      if (pending !== null) return null
      pending = Number(token)
      continue
    }
    if (token === 'and' || token === 'und' || token === 'e' || token === 'et' || token === 'y') continue
    const unit = UNIT_MINUTES.find(([pattern]) => pattern.test(token))
    if (!unit || pending === null) return null
    total += pending * unit[1]
    pending = null
  }
  return pending === null && total > 0 ? Math.round(total) : null
}

/** A readable time as an ISO 8601 duration ("1 h 30 min" → "PT1H30M"), or null when it is not exact. */
export function textToIsoDuration(text: string): string | null {
  const minutes = textMinutes(text)
  if (minutes === null) return null
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`
}
