import { Drawer } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { Outlet, ScrollRestoration } from 'react-router'
import { AuthModal } from '../auth/AuthModal.tsx'
import { useIsLoggedIn } from '../auth/session.ts'
import { LoadingBar } from '../components/LoadingBar.tsx'
import { QuickTutorial } from '../components/QuickTutorial.tsx'
import { useStore } from '../lib/store.ts'
import { usePreferences } from '../preferences/preferences.ts'
import { LeaveGuard } from './leave-guard.tsx'
import { closeMenu, menuOpenStore } from './menu-state.ts'
import { ShellContext } from './shell-context.ts'
import classes from './Shell.module.css'
import { SideMenu } from './SideMenu.tsx'

export const SPLIT_PANE_MIN_WIDTH_PX = 1200

/**
 * The frame around every page. The side menu is docked as a split pane at 1200 px and wider, for a
 * logged-in person who turned the preference on; otherwise it opens over the page (spec §2).
 */
export function Shell() {
  const loggedIn = useIsLoggedIn()
  const { global } = usePreferences()
  const wide = useMediaQuery(`(min-width: ${SPLIT_PANE_MIN_WIDTH_PX}px)`, false, {
    getInitialValueInEffect: false,
  })
  const docked = loggedIn && global.enableSplitPane && wide
  const menuOpen = useStore(menuOpenStore)

  return (
    <ShellContext value={{ docked }}>
      <LoadingBar />
      <div className={classes.shell} data-split-pane={docked}>
        {docked && (
          <aside className={classes.dock} data-testid="docked-menu">
            <SideMenu onNavigate={() => undefined} />
          </aside>
        )}
        <main className={classes.main}>
          <Outlet />
        </main>
      </div>
      <Drawer
        opened={menuOpen && !docked}
        onClose={closeMenu}
        size={280}
        padding={0}
        withCloseButton={false}
        data-testid="overlay-menu"
      >
        <SideMenu onNavigate={closeMenu} />
      </Drawer>
      <ScrollRestoration />
      <LeaveGuard />
      <AuthModal />
      <QuickTutorial />
    </ShellContext>
  )
}
