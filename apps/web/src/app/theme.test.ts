import { DEFAULT_THEME } from '@mantine/core'
import { expect, test } from 'vitest'
import { AVATAR_INITIALS_COLORS, theme } from './theme.ts'

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

const colors = { ...DEFAULT_THEME.colors, ...theme.colors }
const shades = theme.primaryShade as { light: number; dark: number }

test.for(AVATAR_INITIALS_COLORS)('initials on %s meet WCAG AA (4.5:1) in both schemes', (color) => {
  const tuple = colors[color]!
  // Filled: white on the light scheme's fill, black on the dark scheme's (theme.ts, variantColorResolver).
  expect(contrast('#ffffff', tuple[shades.light]!)).toBeGreaterThanOrEqual(4.5)
  expect(contrast('#000000', tuple[shades.dark]!)).toBeGreaterThanOrEqual(4.5)
})

test('every avatar is filled and picks its initials colour among those', () => {
  expect(theme.components?.Avatar?.defaultProps).toEqual({
    variant: 'filled',
    allowedInitialsColors: AVATAR_INITIALS_COLORS,
  })
})
