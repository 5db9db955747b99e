/**
 * Mantine's theme, tuned so that every text meets WCAG AA contrast (4.5:1) in both colour schemes, and
 * every link and close button can be told apart without seeing colour. Mantine's own defaults miss it:
 * dimmed text (#868e96 on white is 3.3:1), placeholders (2.1:1), error text, and white text on the
 * dark scheme's filled buttons (2.9:1). The colours here are checked by e2e/tests/accessibility.spec.ts.
 */
import {
  createTheme,
  type CSSVariablesResolver,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
} from '@mantine/core'
import i18next from 'i18next'

const rosemary: MantineColorsTuple = [
  '#eef7f1',
  '#dcede2',
  '#b5dbc3',
  '#8bc8a2',
  '#68b886',
  '#52ae74',
  '#45a96a',
  '#369358',
  '#2f6b4f',
  '#1e5a3c',
]

/**
 * Mantine takes default props from a function too (not in its types), called at every render: the label
 * follows a change of language.
 */
/**
 * The colours a person's initials are drawn on (Avatar's color="initials" picks one by the name), filled:
 * white on the light scheme's shade 8, black on the dark scheme's shade 6, each at least 4.5:1. Mantine's
 * own pick drew light fills where cyan, teal, lime or orange initials came to 4.3:1 or less.
 */
export const AVATAR_INITIALS_COLORS = ['blue', 'grape', 'gray', 'indigo', 'pink', 'rosemary']

const withNamedCloseButton = () => ({ closeButtonProps: { 'aria-label': i18next.t('common.close') } })

export const theme = createTheme({
  primaryColor: 'rosemary',
  primaryShade: { light: 8, dark: 6 },
  // A fill's text: white on the light scheme's dark fills, black on the dark scheme's light ones (below).
  variantColorResolver: (input) => {
    const colors = defaultVariantColorsResolver(input)
    return input.variant === 'filled' ? { ...colors, color: 'var(--mantine-primary-color-contrast)' } : colors
  },
  colors: { rosemary },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // Plain objects, not `Menu.extend(…)`: that imports the component itself, and the theme is part of the
  // first paint: Menu, Checkbox and the rest (with floating-ui, focus traps, transitions) came 46 kB with it.
  components: {
    // Underlined: a link inside a sentence must not differ from its words by colour alone.
    Anchor: { defaultProps: { underline: 'always' } },
    // What is drawn on a fill (a count, a tick) takes the fill's text colour, as the buttons' labels do.
    Indicator: {
      vars: () => ({ root: { '--indicator-text-color': 'var(--mantine-primary-color-contrast)' } }),
    },
    Checkbox: {
      vars: () => ({ root: { '--checkbox-icon-color': 'var(--mantine-primary-color-contrast)' } }),
    },
    Avatar: { defaultProps: { variant: 'filled', allowedInitialsColors: AVATAR_INITIALS_COLORS } },
    Modal: { defaultProps: withNamedCloseButton },
    Drawer: { defaultProps: withNamedCloseButton },
    Notification: { defaultProps: withNamedCloseButton },
    // A red menu item takes `c="red"` (the scheme's red text), not `color="red"`: that draws red-6, 3.3:1.
    //
    // The placeholder that takes the first focus is a child a menu may not have (axe: aria-required-children);
    // without it the focus goes to the dropdown, and the arrow keys to its items.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
})

/**
 * Text on filled buttons and badges: the light scheme's fills are dark (shade 8), the dark scheme's light
 * (shade 6, which keeps its accents, focus rings and icons bright): white on its green is 2.9:1, black
 * 7.1:1; on its red 3.3:1 against 6.4:1.
 *
 * Greys and reds that keep 4.5:1 on every surface they are drawn on: the page, papers and menus, the
 * hover and selected backgrounds (light: white, #f8f9fa, #e9ecef, the selected tile's #dcede2; dark:
 * #242424, #2e2e2e, #3b3b3b, #0f2d1e, and #424242 under a menu's highlighted item).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-primary-color-contrast': 'var(--mantine-color-white)',
    '--mantine-color-dimmed': '#5f676f',
    '--mantine-color-placeholder': '#5f676f',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-primary-color-contrast': 'var(--mantine-color-black)',
    '--mantine-color-dimmed': '#a8a8a8',
    '--mantine-color-placeholder': '#a8a8a8',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-red-text': 'var(--mantine-color-red-3)',
  },
})
