/**
 * The entry. The app's code is evaluated in stages, each its own task: React DOM (the largest library),
 * then the rest of the start (start.tsx). Evaluated with the page's module script in one go, they were a
 * task of 50–120 ms on a cold load on two slow cores, the longest of opening the app. Their files are
 * fetched at once all the same: index.html names them (build/start-preload-plugin.ts).
 */
import './styles/critical.ts'
import { captureInstallPrompt } from './app/install-prompt.ts'
import { nextTask } from './lib/next-task.ts'
import { fetchListEarly } from './pages/recipe-list/early-fetch.ts'

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

export async function boot(): Promise<void> {
  // Signed in on the list: its first page travels while the code below downloads.
  if (fetchListEarly(window.location.hash)) loadListPage()
  await import('react-dom/client')
  await nextTask()
  const { start } = await import('./start.tsx')
  await start()
}

void boot()
