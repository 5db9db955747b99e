/**
 * The entry. The app's code is evaluated in stages, each its own task: React DOM (the largest library),
 * then the rest of the start (start.tsx). Evaluated with the page's module script in one go, they were a
 * task of 50–120 ms on a cold load on two slow cores, the longest of opening the app. Their files are
 * fetched at once all the same: Vite preloads the entry's dynamic imports (build/module-preload.ts).
 */
import './styles/critical.ts'
import { nextTask } from './lib/next-task.ts'
import { fetchListEarly } from './pages/recipe-list/early-fetch.ts'

export async function boot(): Promise<void> {
  // The list's first page travels while the code below downloads.
  fetchListEarly(window.location.hash)
  await import('react-dom/client')
  await nextTask()
  const { start } = await import('./start.tsx')
  await start()
}

void boot()
