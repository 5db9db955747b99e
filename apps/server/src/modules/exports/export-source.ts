/**
 * A person's whole recipe book as a stream of whole recipes for the export writers: read from the database
 * a batch at a time (keyset pagination along an index, so the hundredth batch costs what the first did), each picture
 * loaded from storage only when a writer asks for it.
 */
import { folders } from '../../db/schema/index.ts'
import type { ExportedImage, ExportedRecipe } from '../../formats/exported-recipe.ts'
import { imageStorageKey, imageUrl } from '../images/image-urls.ts'
import type { ExportCursor, ExportRow, ExportsRepository } from './exports.repository.ts'

const BATCH = 100

export interface ExportDeps {
  exports: ExportsRepository
  /** The stored full-size picture, or null when its file is missing. */
  readImage: (key: string) => Promise<Uint8Array | null>
  /** The address pictures' links start with (http/link-address.ts): the one the export was asked at. */
  linkBase: string
}

export function toExportedRecipe(row: ExportRow, deps: ExportDeps): ExportedRecipe {
  const images: ExportedImage[] = row.imageIds.map((id) => ({
    id,
    url: `${deps.linkBase}${imageUrl(id, 'full')}`,
    load: async () => {
      const data = await deps.readImage(imageStorageKey(id, 'full'))
      if (!data) throw new Error(`the picture ${id} is missing from storage`)
      return data
    },
  }))
  const { imageIds: _imageIds, sortTitle: _sortTitle, ...fields } = row
  return { ...fields, images }
}

/** Every recipe of the person, those of the main folder first, then the inbox, each by title. */
export async function* readRecipeBook(userId: string, deps: ExportDeps): AsyncGenerator<ExportedRecipe> {
  for (const folder of folders) {
    let cursor: ExportCursor | null = null
    for (;;) {
      const rows = await deps.exports.batch(userId, folder, cursor, BATCH)
      for (const row of rows) yield toExportedRecipe(row, deps)
      const last = rows.at(-1)
      if (!last || rows.length < BATCH) break
      cursor = { sortTitle: last.sortTitle, id: last.id }
    }
  }
}
