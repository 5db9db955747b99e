/**
 * What a drop on the import files zone becomes before it is sent: loose files as they are, and each
 * dropped folder as one zip of everything in it, so that a folder export (Chowdown, Cooklang, Paprika's
 * HTML export) keeps its pictures beside its recipes and is recognised as one export. The zip only
 * stores: the pictures are compressed already, and the server reads a stored zip at once.
 */
import { zipSync } from 'fflate'

/** What the drop zone gives: a File, and where it was inside a dropped folder ("/Recipes/pie.md"). */
export type DroppedFile = File & { path?: string }

/** Files the zipping machine or the file manager add, never part of an export. */
const JUNK = /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini|__MACOSX(\/.*)?|\._[^/]*)$/i

/** The folder path of a dropped file, split; [] for a loose file ("./pie.mmf" or "pie.mmf"). */
function foldersOf(file: DroppedFile): string[] {
  const path = (file.path ?? file.name).replace(/^\.?\//, '')
  return path.split('/').slice(0, -1)
}

/** Loose files first, in the order dropped, then a zip per folder, named after it. */
export async function gatherDropped(files: readonly DroppedFile[]): Promise<File[]> {
  const loose: File[] = []
  const folders = new Map<string, { path: string; file: File }[]>()
  for (const file of files) {
    const [top, ...inner] = foldersOf(file)
    if (JUNK.test(file.path ?? file.name)) continue
    if (top === undefined) {
      loose.push(file)
      continue
    }
    const members = folders.get(top) ?? []
    members.push({ path: [...inner, file.name].join('/'), file })
    folders.set(top, members)
  }
  const zipped = await Promise.all(
    [...folders].map(async ([folder, members]) => {
      const entries = Object.fromEntries(
        await Promise.all(
          members.map(async ({ path, file }) => [path, new Uint8Array(await file.arrayBuffer())] as const),
        ),
      )
      const zip = zipSync(entries, { level: 0 })
      return new File([zip], `${folder}.zip`, { type: 'application/zip' })
    }),
  )
  return [...loose, ...zipped]
}
