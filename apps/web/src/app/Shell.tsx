import { useMediaQuery } from '@mantine/hooks'
import { lazy, type MouseEvent, Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, ScrollRestoration } from 'react-router'
import { authModalStore } from '../auth/auth-modal.ts'
import { useIsLoggedIn } from '../auth/session.ts'
import { LoadingBar } from '../components/LoadingBar.tsx'
import { loadPageTexts } from '../i18n/i18n.ts'
import { useStore } from '../lib/store.ts'
import { usePreferences } from '../preferences/preferences.ts'
import { quickTutorialStore } from '../preferences/quick-tutorials.ts'
import { ConnectionNotice } from './ConnectionNotice.tsx'
import { LeaveGuard } from './leave-guard.tsx'
import { useCloseMenuOffItsEntry, useEscapeClosesMenu } from './menu-history.ts'
import { menuOpenStore } from './menu-state.ts'
import { overlaysRequestedStore, requestOverlays } from './overlays-state.ts'
import { pinsStore } from './pins.ts'
import { ShellContext } from './shell-context.ts'
import classes from './Shell.module.css'

export const SPLIT_PANE_MIN_WIDTH_PX = 1200
/** Loads a part of the shell together with the page texts it shows (see i18n.ts). */
const withPageTexts =
  <T,>(load: () => Promise<T>) =>
  async () =>
    (await Promise.all([load(), loadPageTexts()]))[0]
const Overlays = lazy(withPageTexts(() => import('./Overlays.tsx')))
const SideMenu = lazy(() => import('./SideMenu.tsx'))
const CookingToolbar = lazy(withPageTexts(() => import('./CookingToolbar.tsx')))

function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = setTimeout(work, 200)
  return () => clearTimeout(timer)
}

const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const
export const OVERLAYS_DELAY_MS = 6000

/**
 * The overlays' code and the full stylesheet take a few hundred milliseconds of main thread on a phone
 * (measured: 250-300 ms of Lighthouse's blocking time). They load when the person first reaches for the
 * page, or once it has been quiet for a while, so that time is not spent while the page is coming up.
 */
function whenReachedFor(work: () => void): () => void {
  const once = () => {
    stop()
    work()
  }
  const timer = setTimeout(once, OVERLAYS_DELAY_MS)
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, once, { passive: true })
  function stop() {
    clearTimeout(timer)
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, once)
  }
  return stop
}

function registerServiceWorker(): void {
  if ('serviceWorker' in navigator && import.meta.env.PROD) {
    void import('./service-worker.ts').then((worker) => worker.register())
  }
}

/**
 * The frame around every page. The side menu is docked as a split pane at 1200 px and wider, for a
 * logged-in person who turned the preference on; otherwise it opens over the page (spec §2).
 */
export function Shell() {
  const { t } = useTranslation()
  const main = useRef<HTMLElement>(null)
  const loggedIn = useIsLoggedIn()
  const { global } = usePreferences()
  const wide = useMediaQuery(`(min-width: ${SPLIT_PANE_MIN_WIDTH_PX}px)`, false, {
    getInitialValueInEffect: false,
  })
  const docked = loggedIn && global.enableSplitPane && wide
  const overlaysRequested = useStore(overlaysRequestedStore)
  const menuOpen = useStore(menuOpenStore)
  const authModal = useStore(authModalStore)
  const tutorial = useStore(quickTutorialStore)
  const pinned = useStore(pinsStore).length > 0
  const overlaysNeeded = overlaysRequested || menuOpen || authModal !== null || tutorial !== null

  // The address is the router's (hash routes): the link moves the focus instead of following its href.
  const skipToContent = (event: MouseEvent) => {
    event.preventDefault()
    main.current?.focus()
  }

  useEffect(() => whenIdle(registerServiceWorker), [])
  useEffect(() => whenReachedFor(requestOverlays), [])
  useCloseMenuOffItsEntry()
  useEscapeClosesMenu()

  return (
    <ShellContext value={{ docked }}>
      <a href="#content" className={classes.skipLink} onClick={skipToContent}>
        {t('app.skipToContent')}
      </a>
      <LoadingBar />
      <div className={classes.shell} data-split-pane={docked} data-toolbar={pinned || undefined}>
        {docked && (
          <aside className={classes.dock} data-testid="docked-menu">
            <Suspense fallback={null}>
              <SideMenu onNavigate={() => undefined} />
            </Suspense>
          </aside>
        )}
        <main ref={main} id="content" tabIndex={-1} className={classes.main}>
          <ConnectionNotice />
          <Outlet />
        </main>
      </div>
      {pinned && (
        <Suspense fallback={null}>
          <CookingToolbar />
        </Suspense>
      )}
      {overlaysNeeded && (
        <Suspense fallback={null}>
          <Overlays docked={docked} />
        </Suspense>
      )}
      <ScrollRestoration />
      <LeaveGuard />
    </ShellContext>
  )
}
