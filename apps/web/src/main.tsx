/**
 * The entry. The app's code is evaluated in stages, each its own task: React DOM (the largest library),
 * then the rest of the start (start.tsx). Evaluated with the page's module script in one go, they were a
 * task of 50–120 ms on a cold load on two slow cores, the longest of opening the app. Their files are
 * fetched at once all the same: index.html names them (build/start-preload-plugin.ts). What this start
 * will need besides (the reader's catalogs; signed in on the list, the list's files) is asked for first
 * thing, all at once, rather than round after round as its importers run (issue 25).
 */
import './styles/critical.ts'
import { captureInstallPrompt } from './app/install-prompt.ts'
import { isLoggedIn } from './auth/session.ts'
import { detectLanguage } from './i18n/language.ts'
import { nextTask } from './lib/next-task.ts'
import { fetchListEarly } from './pages/recipe-list/early-fetch.ts'
import { preferencesStore } from './preferences/preferences.ts'
import { preloadStartFiles } from './start-files.ts'

/**
 * The list's code, asked for with React DOM rather than after the start and the router. Its route imports
 * the same modules; a failure is reported there.
 */
function loadListPage(): void {
  void Promise.all([
    import('./pages/recipe-list/RecipeListPage.tsx'),
    import('./app/query-client.tsx'),
    import('./styles/full.ts'),
  ]).catch(() => undefined)
}

// The browser offers installing once, maybe before any page is up: kept for the install page.
captureInstallPrompt(window)

/**
 * The start's files besides the list's: the catalogs (the shell's for the first paint; signed in, on any page
 * but the welcome page, the pages' as well) and what the start imports for anyone signed in.
 */
function startFilesToPreload(): string[] {
  const language = detectLanguage(preferencesStore.get().global.language, navigator.languages)
  if (!isLoggedIn()) return [`catalog:${language}:shell`]
  return [`catalog:${language}:shell`, `catalog:${language}:pages`, 'signed-in']
}

export async function boot(): Promise<void> {
  // Signed in on the list: its first page travels while the code below downloads.
  const list = fetchListEarly(window.location.hash)
  // Before the first import below: Vite's preloading then sees these links and adds none of its own.
  preloadStartFiles([...(list ? ['list'] : []), ...startFilesToPreload()])
  if (list) loadListPage()
  await import('react-dom/client')
  await nextTask()
  const { start } = await import('./start.tsx')
  await start()
}

void boot()
