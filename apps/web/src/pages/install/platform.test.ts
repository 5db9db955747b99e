import { expect, test } from 'vitest'
import { detectPlatform, otherPlatforms, PLATFORMS } from './platform.ts'

const AGENTS = {
  pixelChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.51',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  linuxChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  kindle:
    'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  curl: 'curl/8.5.0',
} as const

test.for([
  ['Chrome on Android', AGENTS.pixelChrome, 5, 'android-chrome'],
  ['Firefox on Android', AGENTS.androidFirefox, 5, 'android-firefox'],
  ['Samsung Internet (which also says Chrome and Android)', AGENTS.samsung, 5, 'samsung-internet'],
  ['Safari on iPhone', AGENTS.iphoneSafari, 5, 'ios'],
  ['Chrome on iPhone (Safari underneath)', AGENTS.iphoneChrome, 5, 'ios'],
  ['Safari on iPadOS 13+, which says Macintosh but has touch points', AGENTS.macSafari, 5, 'ios'],
  ['Safari on a Mac (no touch points)', AGENTS.macSafari, 0, 'desktop-safari'],
  ['Chrome on a Mac', AGENTS.macChrome, 0, 'desktop-chromium'],
  ['Edge on Windows', AGENTS.windowsEdge, 0, 'desktop-chromium'],
  ['Chromium on Linux', AGENTS.linuxChromium, 0, 'desktop-chromium'],
  ['Firefox on Linux', AGENTS.linuxFirefox, 0, 'desktop-firefox'],
  ['an Android browser that is neither Chrome nor Firefox', AGENTS.kindle, 5, null],
  ['something that is no browser', AGENTS.curl, 0, null],
] as const)('%s', ([, userAgent, maxTouchPoints, expected]) => {
  expect(detectPlatform({ userAgent, maxTouchPoints })).toBe(expected)
})

test('the other platforms are all but the detected one, in order; all of them when none was detected', () => {
  expect(otherPlatforms('ios')).toEqual(PLATFORMS.filter((platform) => platform !== 'ios'))
  expect(otherPlatforms('ios')).toHaveLength(PLATFORMS.length - 1)
  expect(otherPlatforms(null)).toEqual([...PLATFORMS])
})
