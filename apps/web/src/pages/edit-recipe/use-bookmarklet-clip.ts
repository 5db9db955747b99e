/**
 * The editor's side of the bookmarklet (settings/bookmarklet.ts): tell the window that opened this one that
 * the editor listens, then take the page it sends. Only a message from that very window counts.
 */
import { useEffect, useRef } from 'react'
import { CLIP_READY_MESSAGE, type ClippedPage, readClippedPage } from './clip-draft.ts'

export function useBookmarkletClip(
  enabled: boolean,
  onPage: (page: ClippedPage) => void,
  onNoOpener: () => void,
) {
  const handlers = useRef({ onPage, onNoOpener })
  useEffect(() => {
    handlers.current = { onPage, onNoOpener }
  })

  useEffect(() => {
    if (!enabled) return
    const opener = window.opener as Window | null
    if (!opener) {
      handlers.current.onNoOpener()
      return
    }
    const receive = (event: MessageEvent) => {
      if (event.source !== opener) return
      const page = readClippedPage(event.data)
      if (!page) return
      window.removeEventListener('message', receive)
      handlers.current.onPage(page)
    }
    window.addEventListener('message', receive)
    // Only a readiness signal: nothing secret, so any origin may hear it; the page itself comes back to us alone.
    opener.postMessage(CLIP_READY_MESSAGE, '*')
    return () => window.removeEventListener('message', receive)
  }, [enabled])
}
