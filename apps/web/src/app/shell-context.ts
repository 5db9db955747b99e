import { createContext, useContext } from 'react'

export interface ShellState {
  /** The side menu is docked beside the page (split pane) rather than opened over it. */
  docked: boolean
}

export const ShellContext = createContext<ShellState>({ docked: false })

export function useShell(): ShellState {
  return useContext(ShellContext)
}
