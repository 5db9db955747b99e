/** What the shopping-list services are made of (their own file: the services and their parts all take it). */
import type { FastifyBaseLogger } from 'fastify'
import type { EventBus } from '../../realtime/event-bus.ts'
import type { ShoppingRules } from './shopping-rules.ts'
import type { ShoppingStore } from './shopping-store.ts'

export interface ShoppingListsDeps {
  store: ShoppingStore
  bus: EventBus
  now: () => Date
  logger: FastifyBaseLogger
  rules: ShoppingRules
}
