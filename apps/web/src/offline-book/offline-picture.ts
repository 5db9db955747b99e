/**
 * Pictures while the recipe pages read the offline recipe book: the thumbnail kept in Cache Storage, shown
 * through an object URL (a full-size picture was never kept, so its thumbnail stands in). Online, or for a
 * picture not kept, the address is left as it is.
 */
import { useEffect, useState } from 'react'
import { PICTURE_CACHE } from './picture-cache.ts'
import { useReadingOffline } from './state.ts'

/** `/api/images/<id>/full.webp` → `/api/images/<id>/thumb.webp`; other addresses unchanged. */
export function keptPictureUrl(url: string): string {
  return url.replace(/\/full\.webp$/, '/thumb.webp')
}

async function keptPicture(url: string): Promise<Blob | null> {
  if (!('caches' in globalThis)) return null
  const cache = await caches.open(PICTURE_CACHE)
  const response = await cache.match(new URL(keptPictureUrl(url), location.href).href)
  return response ? response.blob() : null
}

export function usePictureSource(url: string): string {
  const offline = useReadingOffline()
  const [kept, setKept] = useState<{ url: string; objectUrl: string } | null>(null)
  useEffect(() => {
    if (!offline) return
    let objectUrl: string | null = null
    let cancelled = false
    void keptPicture(url)
      .then((blob) => {
        if (cancelled || !blob) return
        objectUrl = URL.createObjectURL(blob)
        setKept({ url, objectUrl })
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [offline, url])
  return offline && kept?.url === url ? kept.objectUrl : url
}
