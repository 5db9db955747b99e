/** Tells the owner's open apps that recipes changed (spec §7: the inbox count and lists reload on it). */
import type { EventBus } from '../../realtime/event-bus.ts'

/** Beyond this many, one frame with `recipeId: null` says "several changed" instead of one frame each. */
const MAX_FRAMES = 50

export function publishRecipeUpdates(bus: EventBus, userId: string, recipeIds: string[] | 'several'): void {
  const frames = recipeIds === 'several' || recipeIds.length > MAX_FRAMES ? [null] : recipeIds
  for (const recipeId of frames) void bus.publish(userId, { type: 'recipe:update', data: { recipeId } })
}
