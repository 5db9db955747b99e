import { MAX_CLIP_HTML_CHARS } from '@rosemary/shared/contract'
import type { Route } from '../../http/route.ts'
import type { ClipService } from './clip.service.ts'

export function registerClipRoutes(route: Route, deps: { clip: ClipService }) {
  route('GET /clip', async ({ query }) => deps.clip.fromUrl(query.url))
  // UTF-8 takes up to 4 bytes a character; the schema counts characters.
  route('POST /clip', async ({ body }) => deps.clip.fromHtml(body.url, body.html), {
    bodyLimit: MAX_CLIP_HTML_CHARS * 4 + 64 * 1024,
  })
  route('POST /clip/text', async ({ body }) => deps.clip.fromText(body.text))
}
