/**
 * The files of an import request, read into memory within the import size limits: one file in its
 * multipart field, or (import files) any number of files in `files`, each with its name.
 */
import type {} from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { MAX_IMPORT_FILES, MAX_IMPORT_FILES_BYTES, MAX_IMPORT_UPLOAD_BYTES } from '@rosemary/shared/contract'
import { toSingleLine } from '@rosemary/shared'
import { AppError } from '../../errors.ts'
import { NUL_MESSAGE, rejectNulParts } from '../../http/nul-characters.ts'

const LIMIT_MB = Math.round(MAX_IMPORT_UPLOAD_BYTES / 1024 / 1024)

function tooLarge(): AppError {
  return new AppError(
    'payload_too_large',
    `The file is larger than ${LIMIT_MB} MB, the most one import takes`,
  )
}

export async function readImportFile(request: FastifyRequest, field: string): Promise<Uint8Array> {
  const declared = Number(request.headers['content-length'])
  // Refused before a byte is read when the client says how large it is.
  if (declared > MAX_IMPORT_UPLOAD_BYTES + 64 * 1024) throw tooLarge()
  let file
  try {
    file = await request.file({ limits: { fileSize: MAX_IMPORT_UPLOAD_BYTES, files: 1 } })
  } catch {
    throw new AppError('invalid_input', 'Send the file as multipart/form-data', { [field]: 'missing' })
  }
  if (file) rejectNulParts(file)
  if (file?.fieldname !== field) {
    throw new AppError('invalid_input', `Send the file in the multipart field "${field}"`, {
      [field]: 'missing',
    })
  }
  let data: Buffer
  try {
    data = await file.toBuffer()
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
    throw new AppError('invalid_input', 'The upload was cut off before the whole file arrived', {
      [field]: 'incomplete',
    })
  }
  if (data.length === 0) throw new AppError('invalid_input', 'The file is empty', { [field]: 'empty' })
  return data
}

export interface UploadedFile {
  /** As the browser sent it, without folders or control characters; "file 3" when it sent none. */
  name: string
  data: Uint8Array
}

function fileName(sent: string | undefined, position: number): string {
  const name = toSingleLine((sent ?? '').split(/[/\\]/).pop() ?? '').slice(0, 255)
  return name === '' ? `file ${position}` : name
}

/** A text field of a multipart body is at most this long (the columns chosen for 100 CSV files fit). */
const MAX_TEXT_FIELD_BYTES = 256 * 1024

export interface UploadedFiles {
  files: UploadedFile[]
  /** The text fields the caller reads, by name (the last one when sent twice). */
  texts: Record<string, string>
}

/**
 * Every part of `field`, in order: at most MAX_IMPORT_FILES, each and all together within their limits;
 * and the text fields named in `texts`, any other field refused.
 */
export async function readImportFiles(
  request: FastifyRequest,
  field: string,
  texts: readonly string[] = [],
): Promise<UploadedFiles> {
  const declared = Number(request.headers['content-length'])
  const allTooLarge = () =>
    new AppError(
      'payload_too_large',
      `The files come to more than ${Math.round(MAX_IMPORT_FILES_BYTES / 1024 / 1024)} MB, the most one import takes`,
    )
  if (declared > MAX_IMPORT_FILES_BYTES + 1024 * 1024) throw allTooLarge()
  const files: UploadedFile[] = []
  const values: Record<string, string> = {}
  let total = 0
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: MAX_IMPORT_UPLOAD_BYTES,
        files: MAX_IMPORT_FILES + 1,
        fields: texts.length * 2,
        fieldSize: MAX_TEXT_FIELD_BYTES,
      },
    })) {
      if (part.type === 'field') {
        if (!texts.includes(part.fieldname) || typeof part.value !== 'string')
          throw new AppError('invalid_input', `The field "${part.fieldname}" is not read here`, {
            [part.fieldname]: 'not read here',
          })
        if (part.valueTruncated)
          throw new AppError('invalid_input', `The field "${part.fieldname}" is too long`, {
            [part.fieldname]: `at most ${MAX_TEXT_FIELD_BYTES / 1024} KB`,
          })
        if (part.value.includes('\u0000'))
          throw new AppError('invalid_input', 'Some fields are not valid', { [part.fieldname]: NUL_MESSAGE })
        values[part.fieldname] = part.value
        continue
      }
      rejectNulParts(part)
      if (part.fieldname !== field) {
        throw new AppError('invalid_input', `Send the files in the multipart field "${field}"`, {
          [field]: 'missing',
        })
      }
      if (files.length === MAX_IMPORT_FILES) {
        throw new AppError('invalid_input', `One import takes at most ${MAX_IMPORT_FILES} files`, {
          [field]: `at most ${MAX_IMPORT_FILES} files`,
        })
      }
      const name = fileName(part.filename, files.length + 1)
      let data: Buffer
      try {
        data = await part.toBuffer()
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(
            'payload_too_large',
            `"${name}" is larger than ${LIMIT_MB} MB, the most one file may be`,
          )
        throw error
      }
      total += data.length
      if (total > MAX_IMPORT_FILES_BYTES) throw allTooLarge()
      if (data.length === 0)
        throw new AppError('invalid_input', `"${name}" is empty`, { [field]: `"${name}" is empty` })
      files.push({ name, data })
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    if ((error as { code?: string }).code === 'FST_FIELDS_LIMIT')
      throw new AppError('invalid_input', 'The upload has more text fields than this import reads', {
        [field]: 'too many fields',
      })
    throw new AppError('invalid_input', 'The upload was cut off before every file arrived', {
      [field]: 'incomplete',
    })
  }
  if (files.length === 0)
    throw new AppError('invalid_input', `Send one or more files in the multipart field "${field}"`, {
      [field]: 'missing',
    })
  return { files, texts: values }
}
