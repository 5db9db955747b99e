/**
 * Where recipes can come from (spec §2: settings/import/<source>) and which file goes to which endpoint:
 * Living Cookbook alone takes two kinds of file, its database (.lcb) or its FDX export (.fdx, .fdxz).
 */
import {
  IMPORT_FILE_FORMATS,
  IMPORT_FORMATS,
  type ImportFileFormat,
  type ImportFormatName,
  MAX_IMPORT_UPLOAD_BYTES,
} from '@rosemary/shared/contract'
import type { TFunction } from 'i18next'

export const FILE_SOURCES = {
  paprika: {
    name: 'Paprika',
    files: [{ extensions: ['.paprikarecipes', '.paprikarecipe'], format: 'paprika' }],
  },
  livingcookbook: {
    name: 'Living Cookbook',
    files: [
      { extensions: ['.lcb'], format: 'livingCookbook' },
      { extensions: ['.fdx', '.fdxz'], format: 'fdx' },
    ],
  },
  cookmate: { name: 'Cookmate', files: [{ extensions: ['.mcb', '.xml'], format: 'cookmate' }] },
  'json-ld': { name: 'JSON-LD', files: [{ extensions: ['.json', '.jsonld'], format: 'jsonLd' }] },
} as const satisfies Record<
  string,
  { name: string; files: readonly { extensions: readonly string[]; format: ImportFormatName }[] }
>

export type FileSource = keyof typeof FILE_SOURCES
export type ImportSource = FileSource | 'pepperplate' | 'files'

/** In the order the import page lists them: any file first, recognised by its content. */
export const IMPORT_SOURCES: readonly ImportSource[] = [
  'files',
  'paprika',
  'livingcookbook',
  'cookmate',
  'json-ld',
  'pepperplate',
]

/** App names, not translated; import files has a translated title of its own (imports.files.title). */
export const SOURCE_NAMES: Record<Exclude<ImportSource, 'files'>, string> = {
  paprika: FILE_SOURCES.paprika.name,
  livingcookbook: FILE_SOURCES.livingcookbook.name,
  cookmate: FILE_SOURCES.cookmate.name,
  'json-ld': FILE_SOURCES['json-ld'].name,
  pepperplate: 'Pepperplate',
}

export function isFileSource(source: string | undefined): source is FileSource {
  return source !== undefined && Object.hasOwn(FILE_SOURCES, source)
}

export function acceptedExtensions(source: FileSource): string[] {
  return FILE_SOURCES[source].files.flatMap((file) => [...file.extensions])
}

export type FileCheck =
  | {
      ok: true
      format: ImportFormatName
      endpoint: (typeof IMPORT_FORMATS)[ImportFormatName]['endpoint']
      field: string
    }
  | { ok: false; problem: 'type' | 'empty' | 'tooLarge' }

/** Whether this file can go to this source's import, and where: by its extension, then its size. */
export function checkImportFile(source: FileSource, file: { name: string; size: number }): FileCheck {
  const name = file.name.toLowerCase()
  const match = FILE_SOURCES[source].files.find((kind) =>
    kind.extensions.some((extension) => name.endsWith(extension)),
  )
  if (!match) return { ok: false, problem: 'type' }
  if (file.size === 0) return { ok: false, problem: 'empty' }
  if (file.size > MAX_IMPORT_UPLOAD_BYTES) return { ok: false, problem: 'tooLarge' }
  const { endpoint, field } = IMPORT_FORMATS[match.format]
  return { ok: true, format: match.format, endpoint, field }
}

/** Megabytes for people, one decimal under ten. */
export function megabytes(bytes: number): string {
  const value = bytes / 1024 / 1024
  return value < 10 ? (Math.ceil(value * 10) / 10).toString() : Math.ceil(value).toString()
}

export const MAX_IMPORT_MEGABYTES = megabytes(MAX_IMPORT_UPLOAD_BYTES)

const SOURCE_OF_JOB: Record<string, ImportSource> = {
  'import:paprika': 'paprika',
  'import:jsonLd': 'json-ld',
  'import:cookmate': 'cookmate',
  'import:fdx': 'livingcookbook',
  'import:livingCookbook': 'livingcookbook',
  'import:pepperplate': 'pepperplate',
  'import:files': 'files',
  'import:urls': 'files',
}

/** The source a job imported from (its type is `import:<format>`), for the list of recent imports. */
export function sourceOfJob(type: string): ImportSource | null {
  return SOURCE_OF_JOB[type] ?? null
}

/** A format's name for people: an app's own name, untranslated; a list of web addresses in their words. */
export function formatName(format: ImportFileFormat, t: TFunction): string {
  return format === 'urlList' ? t('imports.files.urlList') : IMPORT_FILE_FORMATS[format]
}

/** What a file of an import holds, for people. */
export function fileHolds(format: ImportFileFormat, count: number, t: TFunction): string {
  if (format === 'urlList') return t('imports.files.addresses', { count })
  return t('imports.files.found', { format: IMPORT_FILE_FORMATS[format], count })
}
