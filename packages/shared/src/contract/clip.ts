import { z } from 'zod'
import { ZMultiLine } from './common.ts'
import { defineEndpoints } from './endpoint.ts'

/** The most page HTML a browser may send to POST /clip (a saved recipe page is rarely over 1 MB). */
export const MAX_CLIP_HTML_CHARS = 5 * 1024 * 1024

/** The most text POST /clip/text reads: a recipe pasted whole is a few thousand characters. */
export const MAX_RECIPE_TEXT_CHARS = 100_000
export const MAX_RECIPE_TEXT_LINES = 5_000

/** Line feeds and one: the lines of a text as the server reads it (ZMultiLine makes every break a line feed). */
function lineCount(text: string): number {
  let count = 1
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count += 1
  return count
}

const ZRecipeText = ZMultiLine.max(MAX_RECIPE_TEXT_CHARS, {
  error: `The text is too long: a recipe is at most ${MAX_RECIPE_TEXT_CHARS.toLocaleString('en')} characters`,
})
  .refine((text) => text.trim() !== '', { error: 'Paste the text of a recipe' })
  .refine((text) => lineCount(text) <= MAX_RECIPE_TEXT_LINES, {
    error: `The text is too long: a recipe is at most ${MAX_RECIPE_TEXT_LINES.toLocaleString('en')} lines`,
  })

/** A clipped page's categories and keywords become at most this many labels of at most 100 characters. */
export const MAX_CLIP_LABELS = 20
export const MAX_CLIP_LABEL_CHARS = 100

/** A recipe read from a web page or a text, not saved: the editor opens with it filled in. */
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
  /**
   * Label titles from the page's categories, cuisines and keywords, as the book stores labels (lowercase,
   * no commas), each once; a text's draft has none.
   */
  labels: z.array(z.string().min(1).max(MAX_CLIP_LABEL_CHARS)).max(MAX_CLIP_LABELS),
})
export type TClipDraft = z.output<typeof ZClipDraft>

const ZPageUrl = z
  .string()
  .trim()
  .min(1, { error: 'Enter the address of a recipe page' })
  .max(2000, { error: 'The address is too long' })

export const clipEndpoints = defineEndpoints({
  'GET /clip': {
    summary:
      'Read a recipe from a web page (fetched by the server); nothing is saved. A site that refuses the server (401, 403, 429, or a bot check) answers 400 site_blocked: the bookmarklet (POST /clip) can send the page instead',
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
  'POST /clip/text': {
    summary:
      'Read a recipe from its text (pasted from an e-mail, a message or a PDF) into a draft; nothing is saved',
    tag: 'clip',
    access: 'user',
    body: z.object({ text: ZRecipeText }),
    response: ZClipDraft,
    errors: [400],
  },
})
