/**
 * Which browser on which device the install page speaks to, read from the user agent. iPadOS 13 and later
 * asks for desktop pages: its Safari says "Macintosh", and only its touch points tell it from a Mac.
 */
export const PLATFORMS = [
  'android-chrome',
  'android-firefox',
  'samsung-internet',
  'ios',
  'desktop-chromium',
  'desktop-firefox',
  'desktop-safari',
] as const

export type Platform = (typeof PLATFORMS)[number]

export interface Device {
  userAgent: string
  /** navigator.maxTouchPoints: a Mac has none, an iPad several. */
  maxTouchPoints: number
}

function isApple(device: Device): boolean {
  if (/iPhone|iPad|iPod/.test(device.userAgent)) return true
  return device.userAgent.includes('Macintosh') && device.maxTouchPoints > 1
}

/** The platform whose instructions come first; null when none of ours fits (they are all shown then). */
export function detectPlatform(device: Device): Platform | null {
  const ua = device.userAgent
  // Every browser on iOS and iPadOS is Safari's engine, and adds to the Home Screen from Share.
  if (isApple(device)) return 'ios'
  if (ua.includes('SamsungBrowser/')) return 'samsung-internet'
  if (ua.includes('Android')) {
    if (ua.includes('Firefox/')) return 'android-firefox'
    if (ua.includes('Chrome/')) return 'android-chrome'
    return null
  }
  if (ua.includes('Firefox/')) return 'desktop-firefox'
  if (/Edg\/|Chrome\/|Chromium\//.test(ua)) return 'desktop-chromium'
  if (ua.includes('Macintosh') && /Version\/[\d.]+ .*Safari\//.test(ua)) return 'desktop-safari'
  return null
}

/** The detected platform first, then the others in their usual order. */
export function otherPlatforms(detected: Platform | null): Platform[] {
  return PLATFORMS.filter((platform) => platform !== detected)
}
