/**
 * The "Clip to Rosemary" bookmarklet. On any page it opens this instance's editor in a new window, waits
 * for the editor to say it listens (a message from that window, from this instance's origin), then hands it
 * the page's address and HTML, addressed to this origin only. Sending the HTML (rather than the address)
 * also clips pages behind a sign-in. The editor side is edit-recipe/use-bookmarklet-clip.ts.
 */
import { CLIP_READY_MESSAGE } from '../edit-recipe/clip-draft.ts'

/** The id of the settings section that offers the bookmarklet: `/settings#bookmarklet` leads to it. */
export const BOOKMARKLET_SECTION = 'bookmarklet'

/** The editor's address for a clip; `?clip` before the hash lets the server keep the opener (see web-app.ts). */
export function bookmarkletTarget(appUrl: string): string {
  const base = new URL(appUrl)
  return `${base.origin}${base.pathname}?clip=bookmarklet#/edit-recipe/new?clip=bookmarklet`
}

/** The `javascript:` address of the bookmarklet for the app at `appUrl` (its page address, hash ignored). */
export function buildBookmarklet(appUrl: string): string {
  const origin = JSON.stringify(new URL(appUrl).origin)
  const target = JSON.stringify(bookmarkletTarget(appUrl))
  const code =
    `(function(){var o=${origin},w=open(${target});` +
    `function m(e){if(e.source===w&&e.origin===o&&e.data===${JSON.stringify(CLIP_READY_MESSAGE)}){` +
    `removeEventListener("message",m);` +
    `w.postMessage({type:"rosemary:clip",url:location.href,html:document.documentElement.outerHTML},o)}}` +
    `addEventListener("message",m)})()`
  // A javascript: address is percent-decoded before it runs: escape "%" and what a link cannot hold.
  return `javascript:${encodeURI(code)}`
}
