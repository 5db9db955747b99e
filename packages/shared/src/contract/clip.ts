import { z } from 'zod'
import { defineEndpoints } from './endpoint.ts'

/** The most page HTML a browser may send to POST /clip (a saved recipe page is rarely over 1 MB). */
export const MAX_CLIP_HTML_CHARS = 5 * 1024 * 1024

/** A recipe read from a web page, not saved: the editor opens with it filled in. */
export const ZClipDraft = z.object({
  title: z.string(),
  description: z.string(),
  yield: z.string(),
  activeTime: z.string(),
  totalTime: z.string(),
  source: z.string(),
  url: z.string(),
  notes: z.string(),
  /** Newline-separated, a line in [brackets] a section header, as in a recipe. */
  ingredients: z.string(),
  instructions: z.string(),
  /** The page's best picture, absolute; null when it has none. */
  imageUrl: z.string().nullable(),
})
export type TClipDraft = z.output<typeof ZClipDraft>

const ZPageUrl = z
  .string()
  .trim()
  .min(1, { error: 'Enter the address of a recipe page' })
  .max(2000, { error: 'The address is too long' })

export const clipEndpoints = defineEndpoints({
  'GET /clip': {
    summary: 'Read a recipe from a web page (fetched by the server); nothing is saved',
    tag: 'clip',
    access: 'user',
    query: z.object({ url: ZPageUrl }),
    response: ZClipDraft,
    errors: [400],
  },
  'POST /clip': {
    summary:
      'Read a recipe from the HTML of a page the browser already has (the bookmarklet); nothing is saved',
    tag: 'clip',
    access: 'user',
    body: z.object({
      url: ZPageUrl,
      html: z
        .string()
        .min(1, { error: 'The page is empty' })
        .max(MAX_CLIP_HTML_CHARS, { error: 'The page is too large' }),
    }),
    response: ZClipDraft,
    errors: [400, 413],
  },
})
