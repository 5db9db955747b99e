/**
 * Pages the browser opens itself: a recipe laid out for printing (`print/`), and a compact card of a recipe
 * for another site's iframe (`embed/recipe/{id}`). Anyone with a recipe's id may read it, as with
 * GET /recipes/{id}; labels are shown to the owner only. Each response carries its own Content-Security-
 * Policy: inline styles and the print script run under a fresh nonce, nothing else runs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../errors.ts'
import type { SessionHooks } from '../../http/authenticate.ts'
import type { LinkAddressOf } from '../../http/link-address.ts'
import { renderEmbedCard } from '../../formats/print/embed-card.ts'
import { parsePrintModifiers, parsePrintTemplate } from '../../formats/print/print-options.ts'
import { renderPrintPage } from '../../formats/print/print-page.ts'
import type { PrintableRecipe } from '../../formats/print/printable-recipe.ts'
import { imageUrl } from '../images/image-urls.ts'
import type { ExportsRepository } from '../exports/exports.repository.ts'
import { languageOf, ZPageLanguage } from '../../http/page-language.ts'
import { newNonce, sendPage } from './print-response.ts'

export function registerPrintRoutes(
  app: FastifyInstance,
  deps: { exports: ExportsRepository; sessionHooks: SessionHooks; linkAddress: LinkAddressOf },
) {
  async function printable(request: FastifyRequest, id: string) {
    const row = await deps.exports.one(id)
    if (!row) throw notFound('Recipe')
    const isOwner = request.session?.userId === row.userId
    const recipe: PrintableRecipe = { ...row, labels: isOwner ? row.labels : [] }
    const firstImage = row.imageIds[0]
    return { recipe, imageUrl: firstImage ? imageUrl(firstImage, 'full') : undefined }
  }

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/print/',
    {
      schema: {
        summary:
          'A recipe laid out for printing (templates default, compact, halfsheet; modifiers e.g. noimage,scale:2)',
        tags: ['print'],
        querystring: z.object({
          recipeId: z.uuid({ error: 'Must be a recipe id' }),
          template: z.string().max(40).optional(),
          modifiers: z.string().max(200).optional(),
          print: z.enum(['true', 'false']).default('false'),
          language: ZPageLanguage,
          token: z.string().optional(),
        }),
        // Anyone may print a recipe; the owner, signed in, also sees its labels.
        security: [{}, { bearer: [] }, { queryToken: [] }],
      },
      onRequest: deps.sessionHooks.openedByBrowser.optional,
    },
    async (request, reply) => {
      const { query } = request
      const template = parsePrintTemplate(query.template)
      const modifiers = parsePrintModifiers(query.modifiers)
      const { recipe, imageUrl } = await printable(request, query.recipeId)
      const nonce = newNonce()
      const html = renderPrintPage(recipe, {
        template,
        modifiers,
        print: query.print === 'true',
        language: languageOf(request, query.language),
        nonce,
        imageUrl,
      })
      // The recipe page shows a live preview of the printout in an iframe of the app itself.
      return sendPage(reply, html, nonce, "'self'")
    },
  )

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/embed/recipe/:id',
    {
      schema: {
        summary: 'A compact card of a recipe, to show in an iframe on another site',
        tags: ['print'],
        params: z.object({ id: z.uuid({ error: 'Must be a recipe id' }) }),
        querystring: z.object({ language: ZPageLanguage }),
      },
    },
    async (request, reply) => {
      const { recipe, imageUrl } = await printable(request, request.params.id)
      const nonce = newNonce()
      const html = renderEmbedCard(recipe, {
        origin: deps.linkAddress(request).url,
        language: languageOf(request, request.query.language),
        nonce,
        imageUrl,
      })
      // Made to be framed by any site: the frame-ancestors of this response replace X-Frame-Options.
      void reply.removeHeader('x-frame-options')
      return sendPage(reply, html, nonce, '*')
    },
  )
}
