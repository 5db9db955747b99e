import { z } from 'zod'
import { RECIPE_SORTS } from '../rules/sort.ts'
import { isAllowedRecipeUrl } from '../rules/web-address.ts'
import { toSingleLine } from '../rules/plain-text.ts'
import { ZId, ZMultiLine, ZOk, ZSingleLine, ZTimestamp } from './common.ts'
import { INSTANT_YEARS } from './dates.ts'
import { defineEndpoints } from './endpoint.ts'
import { ZUserSummary } from './users.ts'

export const MAX_RECIPE_IMAGES = 10
export const MAX_PAGE_COUNT = 200
const MAX_TEXT = 100_000

export const FOLDERS = ['main', 'inbox'] as const
export const ZFolder = z.enum(FOLDERS, { error: 'Must be main or inbox' })
export type Folder = z.output<typeof ZFolder>

const text = (max = MAX_TEXT) => ZMultiLine.max(max, { error: `At most ${max} characters` })

export const ZRating = z
  .number()
  .int({ error: 'A rating is a whole number from 1 to 5' })
  .min(1, { error: 'A rating is a whole number from 1 to 5' })
  .max(5, { error: 'A rating is a whole number from 1 to 5' })
  .nullable()

/**
 * Label titles are normalised: trimmed, lowercase, single spaces, no commas (they separate labels in URLs),
 * no control characters (rules/plain-text.ts).
 */
export function normalizeLabelTitle(title: string): string {
  return toSingleLine(title).replace(/,/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase()
}

export const ZLabelTitle = z
  .string()
  .transform(normalizeLabelTitle)
  .pipe(
    z
      .string()
      .min(1, { error: 'A label needs a name' })
      .max(100, { error: 'A label has at most 100 characters' }),
  )

export const ZLabelRef = z.object({ id: ZId, title: z.string() })
export const ZRecipeImage = z.object({
  id: ZId,
  url: z.string(),
  thumbnailUrl: z.string(),
  order: z.number().int(),
})

export const ZRecipe = z.object({
  id: ZId,
  userId: ZId,
  fromUser: ZUserSummary.nullable(),
  title: z.string(),
  description: z.string(),
  yield: z.string(),
  activeTime: z.string(),
  totalTime: z.string(),
  source: z.string(),
  url: z.string(),
  notes: z.string(),
  ingredients: z.string(),
  instructions: z.string(),
  folder: ZFolder,
  rating: ZRating,
  labels: z.array(ZLabelRef),
  images: z.array(ZRecipeImage),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
  isOwner: z.boolean(),
})
export type TRecipe = z.output<typeof ZRecipe>

/** What lists show: no long texts, the first image's thumbnail. */
export const ZRecipeSummary = z.object({
  id: ZId,
  title: z.string(),
  description: z.string(),
  source: z.string(),
  url: z.string(),
  folder: ZFolder,
  rating: ZRating,
  fromUser: ZUserSummary.nullable(),
  /** Whose recipe it is when it is not mine (a list of someone's shared recipes, or friends' mixed in); else null. */
  owner: ZUserSummary.nullable(),
  labels: z.array(ZLabelRef),
  imageUrl: z.string().nullable(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
})
export type TRecipeSummary = z.output<typeof ZRecipeSummary>

const recipeFields = {
  title: ZSingleLine.min(1, { error: 'Give the recipe a title' }).max(255, {
    error: 'A title has at most 255 characters',
  }),
  description: text(),
  yield: text(255),
  activeTime: text(255),
  totalTime: text(255),
  source: text(1000),
  url: text(2000).refine(isAllowedRecipeUrl, {
    error: 'Enter a web address starting with http:// or https://',
  }),
  notes: text(),
  ingredients: text(),
  instructions: text(),
  rating: ZRating,
  labels: z.array(ZLabelTitle).max(100, { error: 'At most 100 labels' }),
  imageIds: z.array(ZId).max(MAX_RECIPE_IMAGES, { error: `At most ${MAX_RECIPE_IMAGES} images` }),
}

export const ZCreateRecipeRequest = z.object({
  ...recipeFields,
  description: recipeFields.description.default(''),
  yield: recipeFields.yield.default(''),
  activeTime: recipeFields.activeTime.default(''),
  totalTime: recipeFields.totalTime.default(''),
  source: recipeFields.source.default(''),
  url: recipeFields.url.default(''),
  notes: recipeFields.notes.default(''),
  ingredients: recipeFields.ingredients.default(''),
  instructions: recipeFields.instructions.default(''),
  rating: recipeFields.rating.default(null),
  labels: recipeFields.labels.default([]),
  imageIds: recipeFields.imageIds.default([]),
})
export type TCreateRecipeRequest = z.input<typeof ZCreateRecipeRequest>
export type CreateRecipeInput = z.output<typeof ZCreateRecipeRequest>

export const ZUpdateRecipeRequest = z.object({ ...recipeFields, folder: ZFolder }).partial()
export type TUpdateRecipeRequest = z.input<typeof ZUpdateRecipeRequest>
export type UpdateRecipeInput = z.output<typeof ZUpdateRecipeRequest>

/** `labels` in a query: comma-separated titles; `unlabeled` means recipes without any. */
const ZLabelList = z
  .string()
  .transform((value) => [...new Set(value.split(',').map(normalizeLabelTitle).filter(Boolean))])
const ZQueryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true')

export const ZRecipeFilters = z.object({
  folder: ZFolder.default('main'),
  labels: ZLabelList.optional(),
  labelIntersection: ZQueryBoolean.default(false),
})

export const ZRecipePageQuery = ZRecipeFilters.extend({
  sort: z.enum(RECIPE_SORTS, { error: 'Sort by title, createdAt or -createdAt' }).default('title'),
  offset: z.coerce.number().int().min(0, { error: 'At least 0' }).default(0),
  count: z.coerce
    .number()
    .int()
    .min(1, { error: 'At least 1' })
    .max(MAX_PAGE_COUNT, { error: `At most ${MAX_PAGE_COUNT}` })
    .default(50),
  /** Someone else's recipes, those of them shared with me (their profile's items); read-only, main folder. */
  userId: ZId.optional(),
  /** Mixes my friends' shared recipes into my main folder (the myRecipes.includeFriends preference). */
  includeFriends: ZQueryBoolean.default(false),
})
export type RecipePageQuery = z.output<typeof ZRecipePageQuery>

export const ZRecipeSearchQuery = ZRecipeFilters.extend({
  query: z.string().trim().min(1, { error: 'Type something to search for' }).max(200),
  count: z.coerce.number().int().min(1).max(MAX_PAGE_COUNT).default(50),
})
export type RecipeSearchQuery = z.output<typeof ZRecipeSearchQuery>

/**
 * Where a copy of my recipes stands. Opaque to clients, and read only by the server that gave it: one it
 * cannot read (from an older server, or naming a time no database stores) starts the copy's changes from
 * the beginning rather than failing.
 */
export const ZRecipeSyncCursor = z.string().max(200)
export const MAX_SYNC_COUNT = 500

export const ZRecipeSyncQuery = z.object({
  cursor: ZRecipeSyncCursor.optional(),
  count: z.coerce
    .number()
    .int()
    .min(1, { error: 'At least 1' })
    .max(MAX_SYNC_COUNT, { error: `At most ${MAX_SYNC_COUNT}` })
    .default(200),
})
export type RecipeSyncQuery = z.output<typeof ZRecipeSyncQuery>

export const ZRecipeSyncPage = z.object({
  recipes: z.array(ZRecipe),
  /** Where the next call starts: after the last recipe of this page (the given cursor when it is empty). */
  cursor: ZRecipeSyncCursor.nullable(),
  /** Whether more changed recipes follow. */
  more: z.boolean(),
  /** How many recipes I have now: a copy that holds more keeps some deleted since (see sync/ids). */
  total: z.number().int().min(0),
})
export type TRecipeSyncPage = z.output<typeof ZRecipeSyncPage>

export const recipesEndpoints = defineEndpoints({
  'POST /recipes': {
    summary: 'Create a recipe in my main folder; labels attach by title, created as needed',
    tag: 'recipes',
    access: 'user',
    status: 201,
    body: ZCreateRecipeRequest,
    response: ZRecipe,
  },
  'GET /recipes/by-page': {
    summary:
      'A page of my recipes, sorted and filtered by labels. With userId (someone else): the recipes their profile shares with me (all recipes: their main folder; a label: its recipes of the main folder; a recipe: that one; friends-only items to friends only), read-only, each with owner and without labels; the folder is ignored, and labels keep only what their label items that I may see share (a title no such item has matches nothing); 404 alike for an unknown person and one whose profile is hidden from me, an empty page when they share nothing with me. includeFriends=true on my main folder without a label filter mixes in every friend’s recipes shared with me, each with owner, sorted and counted together with mine. Pages with userId or includeFriends are never answered from the server’s list cache',
    tag: 'recipes',
    access: 'user',
    query: ZRecipePageQuery,
    response: z.object({ data: z.array(ZRecipeSummary), totalCount: z.number().int() }),
    errors: [404],
  },
  'GET /recipes/search': {
    summary:
      'My recipes ranked by relevance (title matches first): full text with prefixes over titles, descriptions, ingredients, labels, source and notes; typos forgiven in title, ingredient, description and label words; accents folded',
    tag: 'recipes',
    access: 'user',
    query: ZRecipeSearchQuery,
    response: z.object({ data: z.array(ZRecipeSummary) }),
  },
  'GET /recipes/sync': {
    summary: `My recipes (both folders) changed after the cursor, in full, oldest change first: a device keeping its own copy (the offline recipe book) fills it page by page and later asks only for what changed (label renames, merges and deletions included, updatedAt unmoved; what changed in the two minutes before a sync comes again, so late commits are not missed). A cursor the server cannot read (an older server’s, or one naming a time outside the years ${INSTANT_YEARS.min} to ${INSTANT_YEARS.max}) starts from the beginning. Deletions are not in it: compare with GET /recipes/sync/ids`,
    tag: 'recipes',
    access: 'user',
    query: ZRecipeSyncQuery,
    response: ZRecipeSyncPage,
  },
  'GET /recipes/sync/ids': {
    summary: 'The ids of all my recipes, so a copy can drop those deleted since',
    tag: 'recipes',
    access: 'user',
    response: z.object({ ids: z.array(ZId) }),
  },
  'GET /recipes/count': {
    summary: 'How many recipes a folder holds',
    tag: 'recipes',
    access: 'user',
    query: z.object({ folder: ZFolder.default('main') }),
    response: z.object({ count: z.number().int() }),
  },
  'GET /recipes/:id': {
    summary: 'A recipe; anyone with its id may read it, labels only its owner',
    tag: 'recipes',
    access: 'optional',
    params: z.object({ id: ZId }),
    response: ZRecipe,
    errors: [404],
  },
  'PUT /recipes/:id': {
    summary: 'Change my recipe (any subset of fields); moving it from inbox to main accepts it',
    tag: 'recipes',
    access: 'user',
    params: z.object({ id: ZId }),
    body: ZUpdateRecipeRequest,
    response: ZRecipe,
    errors: [404],
  },
  'DELETE /recipes/:id': {
    summary: 'Delete my recipe; labels and images nothing else uses go with it',
    tag: 'recipes',
    access: 'user',
    params: z.object({ id: ZId }),
    response: ZOk,
    errors: [404],
  },
  'POST /recipes/delete-bulk': {
    summary: 'Delete several of my recipes',
    tag: 'recipes',
    access: 'user',
    body: z.object({ recipeIds: z.array(ZId).min(1, { error: 'Choose at least one recipe' }).max(1000) }),
    response: z.object({ deleted: z.number().int() }),
  },
  'POST /recipes/delete-by-labelIds': {
    summary: 'Delete my recipes that carry any of these labels',
    tag: 'recipes',
    access: 'user',
    body: z.object({ labelIds: z.array(ZId).min(1, { error: 'Choose at least one label' }).max(1000) }),
    response: z.object({ deleted: z.number().int() }),
  },
  'DELETE /recipes/all': {
    summary: 'Delete all my recipes',
    tag: 'recipes',
    access: 'user',
    response: z.object({ deleted: z.number().int() }),
  },
})
