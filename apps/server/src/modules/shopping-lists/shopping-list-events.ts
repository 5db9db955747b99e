/** The frame that tells a list's members' open pages to read it again. */
import type { ShoppingListUpdatedFrame } from '@rosemary/shared/contract'
import { publishTo } from '../planning/sharing.ts'
import type { ShoppingListsDeps } from './shopping-lists.deps.ts'

/** What a list is called in errors. */
export const LIST = 'Shopping list'

export function announceList(
  deps: Pick<ShoppingListsDeps, 'bus' | 'logger'>,
  shoppingListId: string,
  userIds: string[],
) {
  const frame: ShoppingListUpdatedFrame = { type: 'shoppinglist:updated', data: { shoppingListId } }
  publishTo(deps.bus, deps.logger, userIds, frame)
}
