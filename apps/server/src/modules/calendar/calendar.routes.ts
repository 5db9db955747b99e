/**
 * The meal plan's calendar feed (`meal-plans/{id}/ical?token=…`), which calendar apps fetch on their own:
 * no session, the feed's secret token is the credential. An unknown plan, a wrong token and no token all
 * get the same 404, so the answer never tells which plans exist. The request log redacts `token` (http/logging.ts).
 */
import { ZId } from '@rosemary/shared/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../errors.ts'
import type { LinkAddressOf } from '../../http/link-address.ts'
import { type FeedPlan, renderMealPlanCalendar } from '../../formats/calendar/meal-plan-calendar.ts'

export interface MealPlanCalendarDeps {
  /** The plan when the token is its feed's current one; null for an unknown plan or any other token. */
  loadFeed: (planId: string, token: string) => Promise<FeedPlan | null>
  /** The address the feed's links to recipes start with (http/link-address.ts). */
  linkAddress: LinkAddressOf
  now?: () => Date
}

// Longer than any token we make; longer ones are not looked up at all.
const MAX_TOKEN_LENGTH = 200

/** The plan's title as a file name any system takes: letters, digits, spaces, dots and dashes. */
export function calendarFileName(title: string): string {
  const safe = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w .-]+/g, '_')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, 80)
  return `${safe || 'meal-plan'}.ics`
}

export function registerMealPlanCalendarRoute(app: FastifyInstance, deps: MealPlanCalendarDeps) {
  const now = deps.now ?? (() => new Date())
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/meal-plans/:id/ical',
    {
      schema: {
        summary:
          'The plan as an iCalendar feed for calendar apps; the token of its feed URL is the credential (404 otherwise)',
        tags: ['meal-plans'],
        params: z.object({ id: ZId }),
        querystring: z.object({ token: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { token } = request.query
      const plan =
        token && token.length <= MAX_TOKEN_LENGTH ? await deps.loadFeed(request.params.id, token) : null
      if (!plan) throw notFound('Meal plan')
      const feed = renderMealPlanCalendar(plan, {
        publicUrl: deps.linkAddress(request).url,
        now: now(),
      })
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', `inline; filename="${calendarFileName(plan.title)}"`)
        .send(feed)
    },
  )
}
