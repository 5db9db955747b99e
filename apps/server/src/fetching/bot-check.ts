/**
 * Whether a site refused this server the page: a status that says so, or a page that is a bot check (a
 * challenge, a captcha, an "access denied" notice a site's protection answers with instead of the page).
 * A bot check is small and has little text, and says what it is in its words or in the scripts of the
 * challenge services it loads. Only the start of the page is looked at, by plain string searches, so
 * no page, however large or strange, makes the check slow.
 */

/** 401: behind a sign-in; 403: refused; 429: too many requests from this server. */
const REFUSING_STATUSES = new Set([401, 403, 429])

/** A status that says, whatever the page, that the site will not give this server the page. */
export const isRefusingStatus = (status: number): boolean => REFUSING_STATUSES.has(status)

/** How much of a page is looked at: a bot check is a few kilobytes. */
export const BOT_CHECK_SCAN_CHARS = 64 * 1024

/** More visible text than this is a page (an article, a forum), not a bot check. */
const MAX_CHECK_TEXT_CHARS = 1_500

/** Properties only a recipe's structured data has: a page with them is a recipe page. */
const RECIPE_DATA = ['recipeingredient', 'recipeinstructions']

/**
 * Markers of challenge technologies (the interstitial's own objects, scripts and hosts, and captcha
 * widgets), lower-case. Scripts such services put into every ordinary page are left out.
 */
const CHALLENGE_MARKERS = [
  '_cf_chl_opt',
  'cf-chl-',
  'challenges.cloudflare.com',
  'cf-turnstile',
  'captcha-delivery.com',
  'px-captcha',
  '/_sec/cp_challenge',
  'sec-if-cpt',
  'awswaf',
  'g-recaptcha',
  'recaptcha/api',
  'h-captcha',
  'hcaptcha.com',
]

/** What bot checks say, in the title or the text, lower-case. */
const CHALLENGE_WORDS = [
  'just a moment',
  'attention required',
  'access denied',
  'access to this page has been denied',
  'you have been blocked',
  'request blocked',
  'request unsuccessful',
  'checking your browser',
  'checking if the site connection is secure',
  'enable javascript and cookies to continue',
  'verify you are human',
  'verifying you are human',
  'verify that you are human',
  'are you a robot',
  'not a robot',
  'are you human',
  'human verification',
  'bot verification',
  'security check',
  'press & hold',
  'unusual traffic',
  'captcha',
  // Italian and German, as challenge pages are shown in the reader's language.
  'solo un momento',
  'accesso negato',
  'verifica di essere umano',
  'einen moment',
  'zugriff verweigert',
  'bestätigen sie, dass sie ein mensch sind',
]

/** Elements whose content is not text a person reads. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'svg'])

/** The lower-case name of the tag opening at `at` ("<div …" → "div"), or '' when none does. */
function tagName(lower: string, at: number): string {
  let end = at
  while (end < lower.length && end < at + 16) {
    const code = lower.charCodeAt(end)
    const letter = code >= 97 && code <= 122
    const digit = code >= 48 && code <= 57
    if (!letter && !(digit && end > at)) break
    end += 1
  }
  return lower.slice(at, end)
}

/**
 * The text a person would read (title included), lower-case, runs of white space as one space. One pass,
 * each search starting where the last ended: linear in the page's length.
 */
export function visibleText(lower: string): string {
  const parts: string[] = []
  let at = 0
  while (at < lower.length) {
    const open = lower.indexOf('<', at)
    if (open === -1) {
      parts.push(lower.slice(at))
      break
    }
    parts.push(lower.slice(at, open))
    if (lower.startsWith('<!--', open)) {
      const end = lower.indexOf('-->', open + 4)
      at = end === -1 ? lower.length : end + 3
      continue
    }
    const close = lower.indexOf('>', open)
    if (close === -1) break
    parts.push(' ')
    const name = tagName(lower, open + 1)
    if (NOT_TEXT.has(name) && lower[close - 1] !== '/') {
      const end = lower.indexOf(`</${name}`, close)
      at = end === -1 ? lower.length : end
    } else {
      at = close + 1
    }
  }
  return parts.join('').replaceAll('&amp;', '&').replaceAll('&nbsp;', ' ').replace(/\s+/g, ' ').trim()
}

/** True when the page is a bot check rather than the page asked for. */
export function isBotCheck(html: string): boolean {
  const lower = html.slice(0, BOT_CHECK_SCAN_CHARS).toLowerCase()
  if (RECIPE_DATA.some((property) => lower.includes(property))) return false
  const text = visibleText(lower)
  if (text.length > MAX_CHECK_TEXT_CHARS) return false
  return (
    CHALLENGE_MARKERS.some((marker) => lower.includes(marker)) ||
    CHALLENGE_WORDS.some((words) => text.includes(words))
  )
}
