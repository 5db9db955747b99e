/*
 * Web Push in the service worker, loaded by the generated worker with importScripts (vite.config.ts). The
 * server's push payload is JSON `{title, body, url, messageId}` (MessagePushPayload in the contract's
 * push.ts; `icon`, `tag` and `data.url` are read too): the thread to open is `url`, such as
 * "/#/messages/<id>". A push that is not JSON still shows its text. A click focuses an open window of the
 * app and takes it to that path, or opens one.
 */
const DEFAULT_ICON = '/icons/icon-192.png'

function readPayload(data) {
  if (!data) return {}
  try {
    const payload = data.json()
    return payload && typeof payload === 'object' ? payload : {}
  } catch {
    return { body: data.text() }
  }
}

/** Only a path of this app may be opened: a push can never send the person elsewhere. */
function appUrl(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', self.location.origin)
    return target.origin === self.location.origin ? target.href : new URL('/', self.location.origin).href
  } catch {
    return new URL('/', self.location.origin).href
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data)
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Rosemary'
  const url = appUrl(payload.url ?? payload.data?.url)
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: typeof payload.icon === 'string' ? payload.icon : DEFAULT_ICON,
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      data: { url },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = appUrl(event.notification.data?.url)
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
      if (open) {
        try {
          const focused = await open.focus()
          await (focused ?? open).navigate(url)
          return
        } catch {
          // A window this worker does not control cannot be navigated by it: open the thread in a new one.
        }
      }
      await self.clients.openWindow(url)
    })(),
  )
})
