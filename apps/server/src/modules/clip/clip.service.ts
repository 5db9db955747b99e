/**
 * Clipping: a recipe read from a web page into a draft the editor opens with, never saved here. The page
 * is fetched by the server (public addresses only, see fetching/) or sent by the browser that already has
 * it (the bookmarklet, for pages behind a sign-in); a recipe's text pasted from an e-mail, a message or a
 * PDF is read the same way (formats/text).
 */
import { isAllowedRecipeUrl } from '@rosemary/shared'
import {
  MAX_CLIP_LABEL_CHARS,
  MAX_CLIP_LABELS,
  normalizeLabelTitle,
  type TClipDraft,
} from '@rosemary/shared/contract'
import { AppError } from '../../errors.ts'
import { isBotCheck } from '../../fetching/bot-check.ts'
import { FetchError, PAGE_LIMITS, type SafeFetcher, SITE_REFUSED } from '../../fetching/safe-fetch.ts'
import type { ImportedRecipe } from '../../formats/imported-recipe.ts'
import type { TextRecipe } from '../../formats/text/read-recipe-text.ts'
import { WorkerFailedError, WorkerTimeoutError } from '../../workers/worker-pool.ts'
import { decodePage, isHtml } from './page-text.ts'

const ACCEPT_HTML = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8'

function invalidUrl(message: string): AppError {
  return new AppError('invalid_input', message, { url: message })
}

/** The site let this server have no page; the browser that has it open can send it (the bookmarklet). */
export const SITE_BLOCKED_MESSAGE =
  'That site does not let this server read the page. The bookmarklet (Clip to Rosemary, in the settings) clips it from the page you have open.'

const siteBlocked = () => new AppError('site_blocked', SITE_BLOCKED_MESSAGE, { url: SITE_BLOCKED_MESSAGE })

/** What people paste: "example.com/soup" means https://example.com/soup. */
export function pageAddress(text: string): string {
  const trimmed = text.trim()
  return /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`
}

/** The page's labels as the book would store them: each once whatever its case, none too long, a few. */
export function draftLabels(titles: readonly string[]): string[] {
  const labels = new Set<string>()
  for (const title of titles) {
    const label = normalizeLabelTitle(title)
    if (label !== '' && label.length <= MAX_CLIP_LABEL_CHARS) labels.add(label)
    if (labels.size === MAX_CLIP_LABELS) break
  }
  return [...labels]
}

function toDraft(recipe: ImportedRecipe): TClipDraft {
  const picture = recipe.images.find((image) => image.kind === 'url')
  return {
    title: recipe.title,
    description: recipe.description,
    yield: recipe.yield,
    activeTime: recipe.activeTime,
    totalTime: recipe.totalTime,
    source: recipe.source,
    // The editor saves the draft as it is: a url the API refuses (`javascript:`) is left out here.
    url: isAllowedRecipeUrl(recipe.url) ? recipe.url : '',
    notes: recipe.notes,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    imageUrl: picture?.kind === 'url' ? picture.url : null,
    labels: draftLabels(recipe.labels),
  }
}

/** Reads the recipe of a page off the event loop (see workers/parsing.ts), within a time limit. */
export type ExtractRecipe = (html: string, url: string) => Promise<ImportedRecipe | null>
/** Reads the recipe in a text the same way. */
export type ReadRecipeText = (text: string) => Promise<TextRecipe | null>

function invalidText(message: string): AppError {
  return new AppError('invalid_input', message, { text: message })
}

/** A text's recipe as a draft: it comes from no page, so no source, address or picture. */
function textDraft(recipe: TextRecipe): TClipDraft {
  return {
    title: recipe.title,
    description: recipe.description,
    yield: recipe.yield,
    activeTime: recipe.activeTime,
    totalTime: recipe.totalTime,
    source: '',
    url: '',
    notes: recipe.notes,
    ingredients: recipe.ingredients.join('\n'),
    instructions: recipe.instructions.join('\n'),
    imageUrl: null,
    labels: [],
  }
}

const NO_RECIPE = 'No recipe was found on that page.'
/** The editor opens empty instead: how to go on. */
const NO_RECIPE_IN_EDITOR = `${NO_RECIPE} You can still type it in, or paste it in parts.`
const NO_RECIPE_IN_TEXT =
  'No recipe was found in that text: it needs a list of ingredients and the steps. You can still type it in, or paste it in parts.'

export function createClipService(deps: {
  fetcher: SafeFetcher
  extract: ExtractRecipe
  readText: ReadRecipeText
}) {
  /** The page's recipe, or null when it has none. */
  async function readPage(url: string, html: string): Promise<ImportedRecipe | null> {
    let recipe
    try {
      recipe = await deps.extract(html, url)
    } catch (error) {
      if (error instanceof WorkerTimeoutError)
        throw invalidUrl('That page took too long to read: it is too large or too deeply nested.')
      if (error instanceof WorkerFailedError)
        throw invalidUrl('That page could not be read: it is too large or malformed.')
      throw error
    }
    return recipe?.title.trim() ? recipe : null
  }

  async function fetchPage(address: string): Promise<{ url: string; html: string }> {
    let page
    try {
      page = await deps.fetcher.fetch(pageAddress(address), PAGE_LIMITS, ACCEPT_HTML)
    } catch (error) {
      if (error instanceof FetchError)
        throw error.code === SITE_REFUSED ? siteBlocked() : invalidUrl(error.message)
      throw error
    }
    if (!isHtml(page.contentType)) throw invalidUrl('That address is not a web page.')
    return { url: page.url, html: decodePage(page.body, page.contentType) }
  }

  /**
   * The recipe of a page this server fetched. A page without one may be a bot check answered in its place
   * (with a 200): asked only then, so a recipe page that merely shows a captcha is always clipped.
   */
  async function fetchedRecipe(page: { url: string; html: string }): Promise<ImportedRecipe | null> {
    const recipe = await readPage(page.url, page.html)
    if (!recipe && isBotCheck(page.html)) throw siteBlocked()
    return recipe
  }

  async function draftOf(url: string, html: string): Promise<TClipDraft> {
    const recipe = await readPage(url, html)
    if (!recipe) throw invalidUrl(NO_RECIPE_IN_EDITOR)
    return toDraft(recipe)
  }

  return {
    fromHtml: (url: string, html: string) => draftOf(pageAddress(url), html),

    async fromText(text: string): Promise<TClipDraft> {
      let recipe
      try {
        recipe = await deps.readText(text)
      } catch (error) {
        if (error instanceof WorkerTimeoutError || error instanceof WorkerFailedError)
          throw invalidText(
            'That text could not be read in time: it is too large. Paste one recipe at a time.',
          )
        throw error
      }
      if (!recipe) throw invalidText(NO_RECIPE_IN_TEXT)
      return textDraft(recipe)
    },

    async fromUrl(address: string): Promise<TClipDraft> {
      const recipe = await fetchedRecipe(await fetchPage(address))
      if (!recipe) throw invalidUrl(NO_RECIPE_IN_EDITOR)
      return toDraft(recipe)
    },

    /**
     * The recipe of the page at `address` as an import stores it, pictures still to be fetched; throws
     * an AppError whose message says why not (the site, the address, or no recipe on the page).
     */
    async recipeAt(address: string): Promise<ImportedRecipe> {
      const recipe = await fetchedRecipe(await fetchPage(address))
      if (!recipe) throw invalidUrl(NO_RECIPE)
      return recipe
    },
  }
}

export type ClipService = ReturnType<typeof createClipService>
