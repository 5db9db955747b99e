import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { BOT_CHECK_SCAN_CHARS, isBotCheck, isRefusingStatus, visibleText } from './bot-check.ts'

/** A page of our own making: a head (title, scripts) and a body. */
const page = (title: string, body: string, head = '') =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${body}</body></html>`

const filler = (words: number) => Array.from({ length: words }, (_, index) => `word${index % 50}`).join(' ')

const BOT_CHECKS: Record<string, string> = {
  'an interstitial that waits': page(
    'Just a moment...',
    '<noscript>Enable JavaScript and cookies to continue</noscript><div id="wait"></div>',
    '<script>window._cf_chl_opt={cType:"managed",cRay:"0000"};</script>',
  ),
  'a captcha page in an iframe, with no text at all': page(
    'shop.example',
    '<iframe src="https://geo.captcha-delivery.com/captcha/?initialCid=x" title="Verification"></iframe>',
    '<script>var dd={"host":"geo.captcha-delivery.com"}</script>',
  ),
  'a press-and-hold check': page(
    'Access to this page has been denied',
    '<h1>Access to this page has been denied</h1><p>Press &amp; Hold to confirm you are a human (and not a bot).</p><div id="px-captcha"></div>',
  ),
  'an edge "access denied" notice': page(
    'Access Denied',
    '<h1>Access Denied</h1>You don&#39;t have permission to access this page on this server.<p>Reference #18.1a2b3c</p>',
  ),
  'a captcha form': page(
    'Security check',
    '<form method="post"><p>Please verify you are human.</p><div class="g-recaptcha" data-sitekey="k"></div><button>Continue</button></form>',
    '<script src="https://www.google.com/recaptcha/api.js" async></script>',
  ),
  'a generic "unusual traffic" notice': page(
    'Sorry',
    '<p>Our systems have detected unusual traffic from your computer network.</p>',
  ),
  'a challenge in German, by its words only': page(
    'Nur einen Moment …',
    '<p>Wir überprüfen, ob die Verbindung sicher ist.</p>',
  ),
  'a challenge widget without a word of English': page(
    'www.example.org',
    '<div class="cf-turnstile" data-sitekey="k"></div>',
  ),
}

const RECIPE_DATA = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Barley Stew",
"recipeIngredient":["1 cup barley","2 carrots"],"recipeInstructions":"Simmer for an hour."}</script>`

const PAGES: Record<string, string> = {
  'a recipe page whose comment form has a captcha': page(
    'Barley Stew',
    '<h1>Barley Stew</h1><h2>Leave a comment</h2><form><textarea></textarea>' +
      '<div class="g-recaptcha" data-sitekey="k"></div><p>Please complete the captcha to prove you are not a robot.</p></form>',
    RECIPE_DATA + '<script src="https://www.google.com/recaptcha/api.js"></script>',
  ),
  'a long article that mentions a captcha': page(
    'Our week',
    `<article><p>${filler(400)}</p><p>Comments need a captcha, sorry.</p></article>`,
  ),
  'a short page of an ordinary site': page('Barley Stew', '<h1>Barley Stew</h1><p>Coming soon.</p>'),
  'a maintenance page': page('Service Unavailable', '<h1>Down for maintenance</h1><p>Back in an hour.</p>'),
  'an empty page built by scripts': page(
    'Recipes',
    '<div id="root"></div>',
    '<script src="/cdn-cgi/challenge-platform/scripts/jsd/main.js"></script><script src="/app.js"></script>',
  ),
  'words of a challenge only inside scripts and comments': page(
    'Barley Stew',
    '<!-- just a moment --><p>Barley stew, slowly.</p><script>var s="Access denied";</script><style>.captcha{}</style>',
  ),
}

describe('isBotCheck', () => {
  test.each(Object.entries(BOT_CHECKS))('tells %s', (_, html) => {
    expect(isBotCheck(html)).toBe(true)
  })

  test.each(Object.entries(PAGES))('does not take %s for one', (_, html) => {
    expect(isBotCheck(html)).toBe(false)
  })

  test('looks only at the start of a page', () => {
    const padding = `<!--${'x'.repeat(BOT_CHECK_SCAN_CHARS)}-->`
    expect(isBotCheck(`<!--x--><p>Just a moment...</p>`)).toBe(true)
    expect(isBotCheck(`${padding}<p>Just a moment...</p>`)).toBe(false)
  })

  test('stays fast on pages made to be slow: unclosed tags, comments and scripts by the thousand', () => {
    const worst = [
      '<script'.repeat(200_000),
      '<!--'.repeat(200_000),
      '<'.repeat(1_000_000),
      `<title>${' '.repeat(1_000_000)}`,
      '<script>'.repeat(100_000),
    ]
    for (const html of worst) {
      const started = performance.now()
      isBotCheck(html)
      expect(performance.now() - started).toBeLessThan(200)
    }
  })

  test('any page: an answer, the text it reads no longer than the page', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('<', '>', '/', '!', '-', 'script', 'a', ' ', 'captcha', '&amp;') }),
        (html) => {
          expect(typeof isBotCheck(html)).toBe('boolean')
          expect(visibleText(html.toLowerCase()).length).toBeLessThanOrEqual(html.length)
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('visibleText', () => {
  test('keeps what a person reads, without tags, scripts, styles or comments', () => {
    const html = page(
      'Stew',
      '<p>Slow&nbsp;and <b>low</b></p><script>x<y</script><style>p{}</style><!-- c --><br/>end',
    )
    expect(visibleText(html.toLowerCase())).toBe('stew slow and low end')
  })
})

test('401, 403 and 429 refuse the page; other errors do not say so', () => {
  expect([401, 403, 429].every(isRefusingStatus)).toBe(true)
  expect([400, 404, 410, 500, 502, 503].some(isRefusingStatus)).toBe(false)
})
