/**
 * The lists and plans a dialog offers to add to ("Add to shopping list", "Add to meal plan"), and making a
 * new one by title from there. Keys start with the resource's own prefix so its pages' refreshes reach them.
 */
import type { TMealPlan, TShoppingList } from '@rosemary/shared/contract'
import { useQuery } from '@tanstack/react-query'
import { type ApiResult, request, type StatusHandlers, unwrap } from '../api/client.ts'

export const shoppingListChoicesKey = ['shopping-lists', 'choices'] as const

export function useShoppingListChoices(enabled: boolean) {
  return useQuery({
    queryKey: shoppingListChoicesKey,
    enabled,
    queryFn: async () => unwrap(await request('GET /shopping-lists')),
  })
}

export function createShoppingList(title: string, handlers: StatusHandlers): Promise<ApiResult<TShoppingList>> {
  return request('POST /shopping-lists', { body: { title } }, handlers)
}

export function createMealPlan(title: string, handlers: StatusHandlers): Promise<ApiResult<TMealPlan>> {
  return request('POST /meal-plans', { body: { title } }, handlers)
}
