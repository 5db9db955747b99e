/**
 * The printable shopping list, a page the browser opens itself (`print/shoppingList/{id}?token=…`): for
 * the list's members only, so a session is required, from the query as print pages allow. The list is
 * read through `loadList`, which answers null for a list unknown or not shared with the user (404).
 */
import { ZId, ZShoppingListPrintQuery, type TShoppingItem } from '@rosemary/shared/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, notFound } from '../../errors.ts'
import type { SessionHooks } from '../../http/authenticate.ts'
import { renderShoppingListPage } from '../../formats/print/shopping-list-page.ts'
import { languageOf, ZPageLanguage } from '../../http/page-language.ts'
import { newNonce, sendPage } from './print-response.ts'

export interface ShoppingListPrintDeps {
  sessionHooks: SessionHooks
  /** The list as the user may see it; null when it is unknown or not theirs to see. */
  loadList: (userId: string, listId: string) => Promise<{ title: string; items: TShoppingItem[] } | null>
}

export function registerShoppingListPrintRoute(app: FastifyInstance, deps: ShoppingListPrintDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/print/shoppingList/:id',
    {
      schema: {
        summary:
          'A shopping list laid out for printing: open items with boxes to tick, by aisle and similar name as asked',
        tags: ['print'],
        params: z.object({ id: ZId }),
        querystring: ZShoppingListPrintQuery.extend({
          language: ZPageLanguage,
          // The list's preference of the same name (spec §3: on unless the person turned it off).
          showRecipeTitle: z.stringbool().default(true),
        }),
        security: [{ bearer: [] }, { queryToken: [] }],
      },
      onRequest: deps.sessionHooks.openedByBrowser.require,
    },
    async (request, reply) => {
      const { query } = request
      const userId = request.session?.userId
      if (!userId) throw new AppError('unauthorized', 'Sign in to continue')
      const list = await deps.loadList(userId, request.params.id)
      if (!list) throw notFound('Shopping list')
      const nonce = newNonce()
      const html = renderShoppingListPage(list, {
        groupSimilar: query.groupSimilar,
        groupCategories: query.groupCategories,
        sortBy: query.sortBy,
        print: query.print,
        nonce,
        language: languageOf(request, query.language),
        showRecipeTitle: query.showRecipeTitle,
      })
      // The list page may show a preview of the printout in an iframe of the app itself.
      return sendPage(reply, html, nonce, "'self'")
    },
  )
}
