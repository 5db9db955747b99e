import type { Route } from '../../http/route.ts'
import type { MessagesService } from './messages.service.ts'

export function registerMessagesRoutes(
  route: Route,
  deps: { messages: MessagesService; rateLimitPerMinute: number },
) {
  const { messages } = deps
  route('POST /messages', async ({ session, body }) => messages.send(session, body), {
    userRateLimit: { max: deps.rateLimitPerMinute, timeWindow: 60_000 },
  })
  route('GET /messages/threads', async ({ session, query }) =>
    messages.threads(session, query.limit, query.before),
  )
  route('GET /messages', async ({ session, query }) =>
    messages.thread(session, query.user, query.limit, query.before),
  )
}
