/**
 * What a person does to a list. Item changes go into the queue (shown at once, sent when possible, kept
 * across reloads); additions get their ids here. Renaming the list, its collaborators and deleting or
 * leaving it need the server's answer at once (they change who may see the list), so they are requests;
 * so does adding a meal plan's meals, whose lines only the server can make from the recipes.
 */
import type {
  ShoppingAisle,
  TAddFromMealPlanRequest,
  TShoppingItem,
  TUpdateShoppingListRequest,
} from '@rosemary/shared/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { request, type StatusHandlers } from '../../api/client.ts'
import { randomId } from '../../lib/random-id.ts'
import { enqueueChange, forgetList } from './change-queue.ts'
import { type ItemChange, shoppingStore } from './offline-store.ts'
import { shoppingKeys } from './queries.ts'
import { queueSender } from './sync-start.ts'

const titlesOf = (items: readonly Pick<TShoppingItem, 'id' | 'title'>[]) =>
  Object.fromEntries(items.map((item) => [item.id, item.title]))

export function useShoppingListActions(listId: string) {
  const queryClient = useQueryClient()
  return useMemo(() => {
    const queue = async (change: ItemChange, titles: Record<string, string>) => {
      await enqueueChange(shoppingStore(), listId, change, titles)
      void queueSender().flush()
    }
    const update = (items: readonly TShoppingItem[], change: Omit<Extract<ItemChange, { kind: 'update' }>, 'kind' | 'itemIds'>) =>
      items.length === 0
        ? Promise.resolve()
        : queue({ kind: 'update', itemIds: items.map((item) => item.id), ...change }, titlesOf(items))
    const afterListChange = () => queryClient.invalidateQueries({ queryKey: shoppingKeys.mine })
    return {
      /** Adds one item a title; resolves to their new ids. */
      add: async (titles: readonly string[]) => {
        const items = titles.map((title) => ({ id: randomId(), title }))
        if (items.length > 0) await queue({ kind: 'add', items }, titlesOf(items))
        return items.map((item) => item.id)
      },
      setCompleted: (items: readonly TShoppingItem[], completed: boolean) => update(items, { completed }),
      rename: (item: TShoppingItem, title: string) => update([item], { title }),
      moveToAisle: (items: readonly TShoppingItem[], categoryTitle: ShoppingAisle) =>
        update(items, { categoryTitle }),
      /** Deletes items; clearing the done ones is deleting them. */
      remove: (items: readonly TShoppingItem[]) =>
        items.length === 0
          ? Promise.resolve()
          : queue({ kind: 'delete', itemIds: items.map((item) => item.id) }, titlesOf(items)),
      /** Renames the list or sets its collaborators (owner only). */
      updateList: async (body: TUpdateShoppingListRequest, handlers: StatusHandlers = {}) => {
        const result = await request('PUT /shopping-lists/:id', { params: { id: listId }, body }, handlers)
        if (result.success) {
          // The answer holds the items as the server has them; queued changes still apply over it.
          await shoppingStore().lists.put({ id: listId, list: result.data })
          queryClient.setQueryData(shoppingKeys.detail(listId), result.data)
          await afterListChange()
        }
        return result
      },
      /** Adds the ingredients of these meals; the list is read again, as the answer holds only what was added. */
      addFromMealPlan: async (body: TAddFromMealPlanRequest, handlers: StatusHandlers = {}) => {
        const result = await request(
          'POST /shopping-lists/:id/items/from-meal-plan',
          { params: { id: listId }, body },
          handlers,
        )
        if (result.success) {
          await queryClient.invalidateQueries({ queryKey: shoppingKeys.detail(listId) })
          await afterListChange()
        }
        return result
      },
      /** The owner deletes the list for everyone; a collaborator leaves it. */
      deleteOrLeave: async () => {
        const result = await request('DELETE /shopping-lists/:id', { params: { id: listId } })
        if (result.success) {
          await forgetList(shoppingStore(), listId)
          queryClient.removeQueries({ queryKey: shoppingKeys.detail(listId) })
          await afterListChange()
        }
        return result
      },
    }
  }, [listId, queryClient])
}

export type ShoppingListActions = ReturnType<typeof useShoppingListActions>
