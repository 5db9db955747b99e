/**
 * The URL clipper's engine: a recipe from a saved web page, read from the best source the page offers
 * (JSON-LD, microdata, RDFa, recipe-plugin markup, then headings), merged, tidied and given the page's
 * canonical address, site name and best picture. Null when the page holds no recipe.
 */
import type { CheerioAPI } from 'cheerio'
import { emptyRecipe, type ImportedRecipe } from '../imported-recipe.ts'
import { readRecipeText } from '../text/read-recipe-text.ts'
import { visibleTextLines } from './visible-text.ts'
import { parseHtml } from '../schema-org/parse-html.ts'
import { trimArticleSteps } from './article-steps.ts'
import { cleanLines } from './clean-lines.ts'
import type { Draft, ExtractionPath } from './draft.ts'
import { readHeadingSections } from './heading-sections.ts'
import { readMicrodataRecipes, readRdfaRecipes } from './item-scopes.ts'
import { readJsonLdDocuments, readJsonLdRecipes, readJsonLdSiteName } from './json-ld-recipes.ts'
import { mergeDrafts } from './merge-drafts.ts'
import { readPageFacts } from './page-facts.ts'
import { readPageCounterpart } from './page-counterpart.ts'
import { pickImage } from './pick-image.ts'
import { readPluginCard } from './plugin-cards.ts'
import { readRecipeParts } from './recipe-parts.ts'
import { squeeze } from './squeeze.ts'
import { readScriptState } from './script-state.ts'
import { readStepsAfterList } from './steps-after-list.ts'
import { bestStructuredDraft } from './structured-drafts.ts'

export interface ClippedRecipe {
  recipe: ImportedRecipe
  /** The sources the recipe was read from, the leading one first. */
  paths: ExtractionPath[]
}

/** The drafts there are, their lines cleaned; JSON-LD lines carry no button labels to drop. */
const tidy = (drafts: (Draft | null)[]): Draft[] =>
  drafts
    .filter((draft): draft is Draft => draft !== null)
    .map((draft) => ({
      ...draft,
      ingredients: cleanLines(draft.ingredients, 'ingredients', draft.path !== 'json-ld'),
      instructions: cleanLines(draft.instructions, 'steps'),
    }))

/** The page's visible text read as a pasted recipe is: a draft only with ingredients and steps both. */
function readTextDraft($: CheerioAPI, heading: string): Draft | null {
  const read =
    readRecipeText(visibleTextLines($)) ?? readRecipeText(visibleTextLines($, { hiddenRecipe: true }))
  if (!read || read.ingredients.length === 0 || read.instructions.length === 0) return null
  const { ingredients, instructions, ...fields } = read
  return {
    path: 'text',
    // The page's own heading names the recipe better than a guess from the text's first lines.
    recipe: { ...emptyRecipe(''), ...fields, title: heading || fields.title },
    ingredients,
    instructions,
    images: [],
    publisher: '',
  }
}

/**
 * The recipe's name in the page's data when it names the page's recipe (it holds the page's heading),
 * whichever source gave the lines: a page whose data has the name alone is titled as one whose data leads.
 */
function namedInData(structured: readonly Draft[], heading: string): string {
  const named = structured.find((draft) => draft.recipe.title)?.recipe.title ?? ''
  const squeezed = squeeze(heading)
  return squeezed.length >= 3 && squeeze(named).includes(squeezed) ? named : ''
}

export function clipRecipe(html: string, pageUrl: string): ClippedRecipe | null {
  const $ = parseHtml(html)
  const facts = readPageFacts($, pageUrl)
  const page = { baseUrl: facts.baseUrl, titles: [facts.heading, facts.metaTitle] }
  const jsonLd = readJsonLdDocuments($)
  const structured = tidy([
    bestStructuredDraft('json-ld', readJsonLdRecipes($, jsonLd), page),
    bestStructuredDraft('microdata', readMicrodataRecipes($), page),
    bestStructuredDraft('rdfa', readRdfaRecipes($), page),
  ]).map((draft) => trimArticleSteps($, draft))
  const lead = structured.find((draft) => draft.ingredients.length > 0 || draft.instructions.length > 0)
  const drafts = tidy([
    lead ? readRecipeParts($, lead) : null,
    lead ? readPageCounterpart($, lead) : null,
    readPluginCard($, page.titles),
    readHeadingSections($, facts.heading || facts.metaTitle),
    lead ? readStepsAfterList($, lead) : null,
  ])
  let merged = mergeDrafts([...structured, ...drafts])
  const onlyHeadings = merged?.paths.every((path) => path === 'heuristic') ?? true
  if (!merged || (onlyHeadings && (merged.ingredients.length === 0 || merged.instructions.length === 0))) {
    // No recipe markup gave a recipe: the state the page's scripts keep, or its text read as a reader would.
    const state = readScriptState($, facts.heading)
    merged = mergeDrafts(tidy([state ?? readTextDraft($, facts.heading)]))
    if (!merged) return null
  }
  const title =
    namedInData(structured, facts.heading) || merged.recipe.title || facts.heading || facts.metaTitle
  if (!title) return null
  const image = pickImage($, merged.images, facts.baseUrl, facts.ogImage)
  // A clipped recipe is new to the user's book: when the page was published is not when it was saved.
  const { createdAt: _published, ...fields } = merged.recipe
  const recipe: ImportedRecipe = {
    ...fields,
    title,
    url: facts.canonicalUrl,
    // The name the page gives its site, else its recipe's publisher or its data's site; the host last.
    source: facts.siteName || merged.publisher || readJsonLdSiteName(jsonLd) || facts.host,
    ingredients: merged.ingredients.join('\n'),
    instructions: merged.instructions.join('\n'),
    images: image ? [{ kind: 'url', url: image }] : [],
  }
  return { recipe, paths: merged.paths }
}

/**
 * What the visible-text reader alone makes of a page, as the clipper would take it: for measuring that
 * reader on pages that also carry markup (measure:clip), since pages without markup are few.
 */
export function readPageText(html: string): Pick<Draft, 'ingredients' | 'instructions'> | null {
  const $ = parseHtml(html)
  const [draft] = tidy([readTextDraft($, '')])
  return draft ? { ingredients: draft.ingredients, instructions: draft.instructions } : null
}

/** What the headings reader alone makes of a page (heading-sections.ts), for measuring it the same way. */
export function readPageHeadings(html: string): Pick<Draft, 'ingredients' | 'instructions'> | null {
  const $ = parseHtml(html)
  const [draft] = tidy([readHeadingSections($, '')])
  return draft ? { ingredients: draft.ingredients, instructions: draft.instructions } : null
}

export function extractRecipe(html: string, pageUrl: string): ImportedRecipe | null {
  return clipRecipe(html, pageUrl)?.recipe ?? null
}
