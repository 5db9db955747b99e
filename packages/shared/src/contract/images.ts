import { z } from 'zod'
import { ZId } from './common.ts'
import { defineEndpoints } from './endpoint.ts'

export const MAX_IMAGE_UPLOAD_BYTES = 20 * 1024 * 1024

export const ZUploadedImage = z.object({ id: ZId, url: z.string(), thumbnailUrl: z.string() })
export type TUploadedImage = z.output<typeof ZUploadedImage>

export const imagesEndpoints = defineEndpoints({
  'POST /images': {
    summary:
      'Upload an image (multipart field "image"): re-encoded, oriented, stripped of metadata, in two sizes',
    tag: 'images',
    access: 'user',
    status: 201,
    multipart: true,
    response: ZUploadedImage,
    errors: [400, 413, 415],
  },
  'POST /images/from-url': {
    summary:
      'Store the picture at a public web address (as a clipped recipe names it), exactly like an upload',
    tag: 'images',
    access: 'user',
    status: 201,
    body: z.object({
      url: z
        .string()
        .trim()
        .min(1, { error: 'Enter the address of a picture' })
        .max(2000, { error: 'The address is too long' }),
    }),
    response: ZUploadedImage,
    errors: [400, 413],
  },
})
