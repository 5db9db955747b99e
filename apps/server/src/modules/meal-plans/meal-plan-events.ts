/** The frame that tells a plan's members' open pages to read it again. */
import type { MealPlanUpdatedFrame } from '@rosemary/shared/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { EventBus } from '../../realtime/event-bus.ts'
import { publishTo } from '../planning/sharing.ts'

/** What a plan is called in errors. */
export const PLAN = 'Meal plan'

export function announcePlan(
  deps: { bus: EventBus; logger: FastifyBaseLogger },
  mealPlanId: string,
  userIds: string[],
) {
  const frame: MealPlanUpdatedFrame = { type: 'mealplan:updated', data: { mealPlanId } }
  publishTo(deps.bus, deps.logger, userIds, frame)
}
