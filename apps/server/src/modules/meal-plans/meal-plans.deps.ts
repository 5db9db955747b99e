/** What the meal-plan services are made of (their own file: the services and their parts all take it). */
import type { FastifyBaseLogger } from 'fastify'
import type { EventBus } from '../../realtime/event-bus.ts'
import type { MealPlanStore } from './meal-plan-store.ts'

export interface MealPlansDeps {
  store: MealPlanStore
  bus: EventBus
  now: () => Date
  logger: FastifyBaseLogger
}
