/**
 * One entry of an archive cannot be read (corrupt, truncated, encrypted, an unknown compression). Importers
 * turn it into a failure item for that entry when the entry is one recipe, or into an ImportFileError when
 * the file cannot do without it.
 */
export class EntryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'EntryError'
  }
}
