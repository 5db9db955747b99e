/**
 * What can be done to a plan's meals: add, change, move, copy, delete. Each call refetches the plan (and
 * the list's counts) after it; a move shows at once, before the server answers, so a dragged meal does not
 * jump back while the request is on its way.
 */
import type { TMealPlan, TNewMealPlanItem, TUpdateMealPlanItemRequest } from '@rosemary/shared/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { request, type StatusHandlers } from '../../api/client.ts'
import { mealPlanKeys, refreshMealPlan } from '../../data/meal-plans.ts'

export function usePlanActions(planId: string) {
  const queryClient = useQueryClient()
  return useMemo(() => {
    const params = { id: planId }
    const refresh = () => refreshMealPlan(queryClient, planId)
    const settle = async (result: { success: boolean }) => {
      await refresh()
      return result.success
    }
    return {
      add: async (items: TNewMealPlanItem[], handlers?: StatusHandlers) =>
        settle(await request('POST /meal-plans/:id/items', { params, body: items }, handlers)),
      update: async (itemId: string, change: TUpdateMealPlanItemRequest) =>
        settle(
          await request('PUT /meal-plans/:id/items/:itemId', {
            params: { id: planId, itemId },
            body: change,
          }),
        ),
      move: async (itemIds: string[], scheduledDate: string) => {
        const moved = new Set(itemIds)
        queryClient.setQueryData<TMealPlan>(
          mealPlanKeys.detail(planId),
          (plan) =>
            plan && {
              ...plan,
              items: plan.items.map((item) => (moved.has(item.id) ? { ...item, scheduledDate } : item)),
            },
        )
        return settle(
          await request('PUT /meal-plans/:id/items', { params, body: { itemIds, scheduledDate } }),
        )
      },
      copy: async (itemIds: string[], scheduledDate: string) =>
        settle(
          await request('POST /meal-plans/:id/items/copy', { params, body: { itemIds, scheduledDate } }),
        ),
      remove: async (itemIds: string[]) =>
        settle(await request('POST /meal-plans/:id/items/delete', { params, body: { itemIds } })),
    }
  }, [planId, queryClient])
}

export type PlanActions = ReturnType<typeof usePlanActions>
