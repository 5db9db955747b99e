import { z } from 'zod'
import { isWebAddress, MAX_ADDRESS_CHARS, withoutRepeats } from '../rules/address-list.ts'
import { ZId } from './common.ts'
import { defineEndpoints } from './endpoint.ts'
import { ZLabelTitle } from './recipes.ts'

/** An import file may be this large; bigger uploads are refused with 413 before anything is read. */
export const MAX_IMPORT_UPLOAD_BYTES = 64 * 1024 * 1024
/** Import files: how many files one import takes (a dropped folder is sent as one zip), and all together. */
export const MAX_IMPORT_FILES = 100
export const MAX_IMPORT_FILES_BYTES = 256 * 1024 * 1024

/**
 * Every format the import files drop zone recognises by content, with the name people know it by (an
 * app's name is not translated). The first five also have endpoints of their own (IMPORT_FORMATS).
 */
export const IMPORT_FILE_FORMATS = {
  paprika: 'Paprika',
  jsonLd: 'schema.org JSON-LD',
  cookmate: 'Cookmate',
  fdx: 'Living Cookbook (FDX)',
  livingCookbook: 'Living Cookbook',
  paprikaHtml: 'Paprika (HTML export)',
  mela: 'Mela',
  mealMaster: 'MealMaster',
  rezKonv: 'RezKonv',
  masterCook: 'MasterCook',
  masterCookXml: 'MasterCook (MX2, MZ2)',
  recipeMl: 'RecipeML',
  gourmet: 'Gourmet Recipe Manager',
  kRecipes: 'KRecipes',
  cooklang: 'Cooklang',
  chowdown: 'Chowdown',
  copyMeThat: 'Copy Me That',
  recipeKeeper: 'Recipe Keeper',
  crouton: 'Crouton',
  recipeSage: 'RecipeSage (XML or text export)',
  rosemaryExport: 'Rosemary (XML or text export)',
  planToEat: 'Plan to Eat',
  recetteTek: 'My Recipe Box (RecetteTek)',
  saffron: 'Saffron',
  chefTap: 'ChefTap',
  nowYoureCooking: "Now You're Cooking!",
  rezeptsuite: 'Rezeptsuite.de (CookML)',
  domestica: 'Domestica (Homechart)',
  openEats: 'OpenEats',
  cookBookManager: 'CookBook Manager (CookBookApp)',
  cookn: "Cook'n",
  genericCsv: 'CSV',
  mealie: 'Mealie',
  tandoor: 'Tandoor',
  nextcloudCookbook: 'Nextcloud Cookbook',
  /** Not an app's format: a text file of recipe pages' addresses, each clipped (the web app words it). */
  urlList: 'a list of web addresses',
} as const
export type ImportFileFormat = keyof typeof IMPORT_FILE_FORMATS
export const ZImportFileFormat = z.enum(
  Object.keys(IMPORT_FILE_FORMATS) as [ImportFileFormat, ...ImportFileFormat[]],
)

/** Each import format: its endpoint and the multipart field the file travels in (spec §7). */
export const IMPORT_FORMATS = {
  paprika: { endpoint: 'POST /data/import/paprika', field: 'paprikadb' },
  jsonLd: { endpoint: 'POST /data/import/json-ld', field: 'jsonLD' },
  cookmate: { endpoint: 'POST /data/import/cookmate', field: 'cookmatedb' },
  fdx: { endpoint: 'POST /import/fdxz', field: 'fdxzdb' },
  livingCookbook: { endpoint: 'POST /import/livingcookbook', field: 'lcbdb' },
} as const satisfies Partial<Record<ImportFileFormat, { endpoint: string; field: string }>>
export type ImportFormatName = keyof typeof IMPORT_FORMATS

/**
 * What an import does with a recipe already in the book (same title and source, or the same title,
 * ingredients and steps): `skip` it (the default) or `keep` both copies.
 */
export const IMPORT_DUPLICATES = ['skip', 'keep'] as const
export type ImportDuplicates = (typeof IMPORT_DUPLICATES)[number]

const ZImportQuery = z.object({
  /** A label put on every recipe of this import, besides the labels the file gives them. */
  label: ZLabelTitle.optional(),
  duplicates: z.enum(IMPORT_DUPLICATES, { error: 'Duplicates are either "skip" or "keep"' }).default('skip'),
})

/** Web addresses one import clips, pasted or in a text file. */
export const MAX_IMPORT_URLS = 500

/** The addresses to clip: each an http(s) address, at most MAX_IMPORT_URLS, repeats dropped. */
export const ZImportUrlsRequest = z.object({
  urls: z
    .array(
      z.string().trim().max(MAX_ADDRESS_CHARS, { error: 'An address is too long' }).refine(isWebAddress, {
        error: 'Each address must be a web address starting with http:// or https://',
      }),
    )
    .min(1, { error: 'Enter at least one web address' })
    .max(MAX_IMPORT_URLS, { error: `At most ${MAX_IMPORT_URLS} addresses go in one import` })
    .transform(withoutRepeats),
})
export type TImportUrlsRequest = z.input<typeof ZImportUrlsRequest>

export const ZJobStarted = z.object({ jobId: ZId })
export type TJobStarted = z.output<typeof ZJobStarted>

const importEndpoint = (what: string, field: string) =>
  ({
    summary: `Import ${what} (multipart field "${field}"); runs as a job (GET /jobs/{id})`,
    tag: 'import',
    access: 'user',
    status: 202,
    multipart: true,
    query: ZImportQuery,
    response: ZJobStarted,
    errors: [400, 413],
  }) as const

/** The fields a column of a spreadsheet of recipes (a CSV file no app's reader knows) can fill. */
export const CSV_RECIPE_FIELDS = [
  'title',
  'description',
  'ingredients',
  'instructions',
  'notes',
  'yield',
  'prepTime',
  'cookTime',
  'totalTime',
  'source',
  'url',
  'image',
  'category',
  'course',
  'cuisine',
  'tags',
  'rating',
  'createdAt',
] as const
export type CsvRecipeField = (typeof CSV_RECIPE_FIELDS)[number]

/** Which column (counting from 0) fills each field; a field without a column is left out. */
export const ZCsvColumnMapping = z.partialRecord(
  z.enum(CSV_RECIPE_FIELDS),
  z.number().int().nonnegative().max(10_000),
)
export type CsvColumnMapping = z.output<typeof ZCsvColumnMapping>

/**
 * The columns chosen for CSV files, by file name as the recognising answered it: the multipart field
 * "columns" of POST /data/import/files, as JSON.
 */
export const ZCsvColumnChoices = z
  .record(z.string().max(255), ZCsvColumnMapping)
  .refine((choices) => Object.keys(choices).length <= MAX_IMPORT_FILES, {
    error: `Columns are chosen for at most ${MAX_IMPORT_FILES} files`,
  })
export type TCsvColumnChoices = z.input<typeof ZCsvColumnChoices>

/** A CSV file's columns, for the step where the person says which holds what. */
export const ZCsvColumns = z.object({
  /** The header's names, in column order. */
  names: z.array(z.string()),
  /** A filled value from each column's first rows ("" when none), shortened, to show beside its name. */
  examples: z.array(z.string()),
  /** The fields the header's names suggest; no title when no column looks like one. */
  mapping: ZCsvColumnMapping,
  /** Its rows below the header: the recipes it holds once a title column is chosen. */
  rows: z.number().int(),
})
export type TCsvColumns = z.output<typeof ZCsvColumns>

/** What a file of the drop zone was found to be, before anything is imported. */
export const ZRecognizedFile = z.object({
  name: z.string(),
  /** Null when no reader knows the file. */
  format: ZImportFileFormat.nullable(),
  /** The recipes it holds, as far as opening it tells. */
  recipes: z.number().int(),
  /** Why a file of a known format cannot be read; null when it can. */
  problem: z.string().nullable(),
  /** A spreadsheet (CSV) no app's reader knows, recognised or not: its columns, to be chosen. */
  columns: ZCsvColumns.nullable(),
})
export type TRecognizedFile = z.output<typeof ZRecognizedFile>

export const importsEndpoints = defineEndpoints({
  'POST /data/import/files': importEndpoint(
    'files of any format Rosemary reads, recognised by content (any number of "files" fields; for CSV files, the columns chosen in a field "columns": JSON of file name → field → column counted from 0)',
    'files',
  ),
  'POST /data/import/files/recognize': {
    summary:
      'Recognise the format of each file (any number of "files" fields) and count its recipes; imports nothing',
    tag: 'import',
    access: 'user',
    multipart: true,
    response: z.object({ files: z.array(ZRecognizedFile) }),
    errors: [400, 413],
  },
  'POST /data/import/urls': {
    summary:
      'Import the recipe pages at these web addresses, each clipped as GET /clip does; runs as a job (GET /jobs/{id}) whose failures are titled with the address',
    tag: 'import',
    access: 'user',
    status: 202,
    query: ZImportQuery,
    body: ZImportUrlsRequest,
    response: ZJobStarted,
    errors: [400],
  },
  'POST /data/import/paprika': importEndpoint('a Paprika export (.paprikarecipes)', 'paprikadb'),
  'POST /data/import/json-ld': importEndpoint('schema.org recipes in JSON-LD (.json)', 'jsonLD'),
  'POST /data/import/cookmate': importEndpoint('a Cookmate export (.mcb or its XML)', 'cookmatedb'),
  'POST /import/fdxz': importEndpoint('a Living Cookbook export (.fdx or .fdxz)', 'fdxzdb'),
  'POST /import/livingcookbook': importEndpoint('a Living Cookbook database (.lcb)', 'lcbdb'),
  'GET /scrape/pepperplate': {
    summary:
      'Import every recipe of a Pepperplate account; runs as a job, progress as import:pepperplate:* frames',
    tag: 'import',
    access: 'user',
    status: 202,
    query: ZImportQuery.extend({
      username: z.string().trim().min(1, { error: 'Enter your Pepperplate email' }).max(320),
      password: z.string().min(1, { error: 'Enter your Pepperplate password' }).max(1000),
    }),
    response: ZJobStarted,
    errors: [400],
  },
})
