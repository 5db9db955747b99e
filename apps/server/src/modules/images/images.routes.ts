import type {} from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MAX_IMAGE_UPLOAD_BYTES } from '@rosemary/shared/contract'
import { AppError, notFound } from '../../errors.ts'
import { rejectNulParts } from '../../http/nul-characters.ts'
import type { Route } from '../../http/route.ts'
import type { ImageFromUrl } from './image-from-url.ts'
import type { ImagesService } from './images.service.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

export function registerImagesRoutes(
  app: FastifyInstance,
  route: Route,
  deps: { images: ImagesService; fromUrl: ImageFromUrl },
) {
  const { images } = deps

  route('POST /images', async ({ session, request }) => {
    const file = await request.file({ limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 1 } })
    if (file) rejectNulParts(file)
    if (file?.fieldname !== 'image') {
      throw new AppError('invalid_input', 'Send the picture as the multipart field "image"', {
        image: 'missing',
      })
    }
    return images.upload(session.userId, await file.toBuffer())
  })

  route('POST /images/from-url', async ({ session, body }) => deps.fromUrl(session.userId, body.url))

  // The files themselves: unguessable ids, content that never changes, so cached for a year. Streamed from
  // the storage (a bucket's answer is sent on as it arrives), or a redirect to the bucket (S3_SERVE=redirect).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/images/:id/:file',
    {
      schema: {
        summary: 'An image file (full.webp or thumb.webp)',
        tags: ['images'],
        params: z.object({ id: z.uuid(), file: z.enum(['full.webp', 'thumb.webp']) }),
      },
    },
    async (request, reply) => {
      const size = request.params.file === 'full.webp' ? 'full' : 'thumb'
      const file = await images.serve(request.params.id, size)
      if (!file) throw notFound('Image')
      if (file.kind === 'redirect') {
        // The signed address lasts a while, not a year: the answer is kept only as long as it works.
        return reply.header('cache-control', `public, max-age=${file.maxAgeSeconds}`).redirect(file.url, 302)
      }
      return reply
        .type('image/webp')
        .header('cache-control', IMMUTABLE)
        .header('content-length', file.bytes)
        .send(file.body)
    },
  )
}
