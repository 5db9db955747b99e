/**
 * What every recipe source yields — an import file, a clipped web page, the Pepperplate service — before
 * it is stored: the fields of a recipe as plain text (ingredients and instructions one item a line, a line
 * in [square brackets] a section header), the labels as written, and pictures still to be processed.
 */

/** A picture as the source carries it: bytes (a photo inside an archive) or an address to fetch. */
export type ImportedImage = { kind: 'bytes'; data: Uint8Array } | { kind: 'url'; url: string }

export interface ImportedRecipe {
  title: string
  description: string
  yield: string
  activeTime: string
  totalTime: string
  source: string
  url: string
  notes: string
  ingredients: string
  instructions: string
  /** 1–5, or null when the source has none (a 0 in Paprika means "not rated"). */
  rating: number | null
  /** As the source names them; the recipe book normalises them when storing. */
  labels: string[]
  images: ImportedImage[]
  /** When the source says the recipe was first saved; the import time otherwise. */
  createdAt?: Date | undefined
}

/**
 * One entry of a file: a recipe, or the reason it could not be read (the rest of the file goes on); `file`
 * names the file it came from when an import reads several.
 */
export type ImportItem =
  { recipe: ImportedRecipe; file?: string } | { failure: { title: string; reason: string; file?: string } }

/**
 * What a reader of import files may yield: an entry, or the address of a page whose recipe is still to be
 * clipped (a list of web addresses). Readers stay pure; the import job does the fetching
 * (modules/imports/clip-addresses.ts).
 */
export type ReadItem = ImportItem | { address: string; file?: string }

/** A file opened for import: how many entries it holds (for progress) and the entries, read lazily. */
export interface OpenedImport<Item = ImportItem> {
  total: number
  items: () => AsyncIterable<Item>
}

/** Bounds on what one file may unpack to, so a zip or XML bomb fails cleanly instead of filling memory. */
export interface ImportLimits {
  /** All entries of an archive together, uncompressed. */
  maxUnpackedBytes: number
  /** Entries in an archive. */
  maxEntries: number
}

/**
 * 256 MB: four times the largest upload. A Paprika export, the format that unpacks most per byte (every
 * entry is read as a stored gzip and again as the JSON inside), unpacks to about 2.3 times its size: 77 MB
 * for 1,000 recipes with photos in a 34 MB file, so a 64 MB file fits with room to spare. Every other
 * export in the development corpus unpacks to less than 8 MB.
 */
export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxUnpackedBytes: 256 * 1024 * 1024,
  maxEntries: 100_000,
}

/** The whole file cannot be read (not this format, corrupt, truncated, a bomb); the message says why. */
export class ImportFileError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ImportFileError'
  }
}

/** Opens a file of one format; throws ImportFileError when the file as a whole is unreadable. */
export type ImportFormat<Item = ImportItem> = (
  file: Uint8Array,
  limits?: ImportLimits,
) => Promise<OpenedImport<Item>>

export function emptyRecipe(title: string): ImportedRecipe {
  return {
    title,
    description: '',
    yield: '',
    activeTime: '',
    totalTime: '',
    source: '',
    url: '',
    notes: '',
    ingredients: '',
    instructions: '',
    rating: null,
    labels: [],
    images: [],
  }
}
