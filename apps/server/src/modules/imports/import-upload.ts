/** The file of an import request: one multipart field, read into memory within the import size limit. */
import type {} from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { MAX_IMPORT_UPLOAD_BYTES } from '@rosemary/shared/contract'
import { AppError } from '../../errors.ts'
import { rejectNulParts } from '../../http/nul-characters.ts'

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
