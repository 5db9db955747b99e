import { MantineProvider } from '@mantine/core'
import { RouterProvider } from 'react-router'
import type { createRouter } from '../routes.tsx'
import { preferencesColorSchemeManager } from '../preferences/color-scheme.ts'
import { cssVariablesResolver, theme } from './theme.ts'

const colorSchemeManager = preferencesColorSchemeManager()

export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <RouterProvider router={router} />
    </MantineProvider>
  )
}
