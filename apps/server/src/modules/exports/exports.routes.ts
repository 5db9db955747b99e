/**
 * GET /api/data/export/{xml|txt|json-ld|paprika|pdf}: the whole recipe book as one file, streamed as it is
 * written (a library of any size goes through in bounded memory). Opened by the browser itself, so the
 * session token may come as `?token=`; `download=true` makes the browser save it instead of showing it.
 */
import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { SessionHooks } from '../../http/authenticate.ts'
import type { LinkAddressOf } from '../../http/link-address.ts'
import type { ExportedRecipe } from '../../formats/exported-recipe.ts'
import { PAGE_LANGUAGES } from '../../formats/print/print-words.ts'
import { type ExportDeps, readRecipeBook } from './export-source.ts'

type Language = (typeof PAGE_LANGUAGES)[number]

type Writer = (recipes: AsyncIterable<ExportedRecipe>, language: Language) => AsyncIterable<unknown>

/** Each writer loads with its first export (the PDF one alone weighs a sixth of a second of a start). */
const FORMATS: Record<string, { type: string; extension: string; writer: () => Promise<Writer> }> = {
  'json-ld': {
    type: 'application/ld+json; charset=utf-8',
    extension: 'json',
    writer: async () => (await import('../../formats/export/json-ld.ts')).writeJsonLd,
  },
  xml: {
    type: 'application/xml; charset=utf-8',
    extension: 'xml',
    writer: async () => (await import('../../formats/export/xml.ts')).writeXml,
  },
  txt: {
    type: 'text/plain; charset=utf-8',
    extension: 'txt',
    writer: async () => (await import('../../formats/export/txt.ts')).writeText,
  },
  paprika: {
    type: 'application/zip',
    extension: 'paprikarecipes',
    writer: async () => (await import('../../formats/export/paprika.ts')).writePaprika,
  },
  pdf: {
    type: 'application/pdf',
    extension: 'pdf',
    writer: async () => {
      const { writePdf } = await import('../../formats/export/pdf.ts')
      return (recipes, language) => writePdf(recipes, { language })
    },
  },
}

export const EXPORT_FORMATS = ['json-ld', 'paprika', 'xml', 'txt', 'pdf'] as const

export function registerExportsRoutes(
  app: FastifyInstance,
  deps: Omit<ExportDeps, 'linkBase'> & {
    sessionHooks: SessionHooks
    linkAddress: LinkAddressOf
    now: () => Date
  },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/data/export/:format',
    {
      schema: {
        summary:
          'All my recipes as one file: JSON-LD (schema.org, re-importable), Paprika (.paprikarecipes), XML, text or PDF',
        tags: ['export'],
        params: z.object({
          format: z.enum(EXPORT_FORMATS, { error: 'Export as xml, txt, json-ld, paprika or pdf' }),
        }),
        querystring: z.object({
          download: z.enum(['true', 'false']).default('false'),
          language: z.enum(PAGE_LANGUAGES).default('en-us'),
          token: z.string().optional(),
        }),
        security: [{ bearer: [] }, { queryToken: [] }],
      },
      onRequest: deps.sessionHooks.openedByBrowser.require,
    },
    async (request, reply) => {
      const session = request.session
      if (!session) throw new Error('the session hook let an anonymous request through')
      const format = FORMATS[request.params.format]
      if (!format) throw new Error(`no writer for ${request.params.format}`)
      const write = await format.writer()
      const recipes = readRecipeBook(session.userId, {
        exports: deps.exports,
        readImage: deps.readImage,
        linkBase: deps.linkAddress(request).url,
      })
      void reply.type(format.type).header('cache-control', 'no-store')
      if (request.query.download === 'true') {
        const date = deps.now().toISOString().slice(0, 10)
        void reply.header(
          'content-disposition',
          `attachment; filename="rosemary-recipes-${date}.${format.extension}"`,
        )
      }
      return reply.send(Readable.from(write(recipes, request.query.language)))
    },
  )
}
