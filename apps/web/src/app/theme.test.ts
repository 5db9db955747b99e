import { DEFAULT_THEME } from '@mantine/core'
import { expect, test } from 'vitest'
import { AVATAR_INITIALS_COLORS, theme } from './theme.ts'
import { contrast } from '../test/contrast.ts'

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
