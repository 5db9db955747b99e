/** Image files are addressed by id; ids never change content, so the URLs can be cached forever. */
export type ImageSize = 'full' | 'thumb'

export function imageUrl(id: string, size: ImageSize = 'full'): string {
  return `/api/images/${id}/${size}.webp`
}

export function imageStorageKey(id: string, size: ImageSize): string {
  return `${id}/${size}.webp`
}
