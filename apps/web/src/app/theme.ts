import { createTheme, type MantineColorsTuple } from '@mantine/core'

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

export const theme = createTheme({
  primaryColor: 'rosemary',
  primaryShade: { light: 8, dark: 6 },
  colors: { rosemary },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
})
