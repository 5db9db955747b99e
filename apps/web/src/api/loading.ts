/**
 * Whether requests are in flight, for the loading bar. The bar completes 150 ms after the last request
 * ends (spec §7), so back-to-back requests read as one.
 */
import { createStore } from '../lib/store.ts'

export const LOADING_COMPLETE_DELAY_MS = 150

export const loadingStore = createStore(false)
let inFlight = 0
let completeTimer: ReturnType<typeof setTimeout> | undefined

export function requestStarted(): void {
  inFlight++
  clearTimeout(completeTimer)
  loadingStore.set(true)
}

export function requestEnded(): void {
  inFlight = Math.max(0, inFlight - 1)
  if (inFlight > 0) return
  clearTimeout(completeTimer)
  completeTimer = setTimeout(() => loadingStore.set(false), LOADING_COMPLETE_DELAY_MS)
}
