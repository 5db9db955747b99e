/**
 * Meal plans through TanStack Query: my plans and one plan with its items. A `mealplan:updated` frame
 * (any member changed the plan, or I was removed from it) refetches what is on screen; a plan I can no
 * longer see then answers 404, which the page turns into its message.
 */
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { request, RequestFailed, unwrap } from '../api/client.ts'
import { onSocketMessage } from '../realtime/socket.ts'

export const mealPlanKeys = {
  all: ['meal-plans'] as const,
  list: ['meal-plans', 'list'] as const,
  detail: (id: string) => ['meal-plans', 'detail', id] as const,
}

/** The page says "not found" itself. */
const shownByThePage = { 404: () => undefined }

export function useMealPlans() {
  return useQuery({
    queryKey: mealPlanKeys.list,
    queryFn: async () => unwrap(await request('GET /meal-plans')),
  })
}

export function useMealPlan(id: string) {
  return useQuery({
    queryKey: mealPlanKeys.detail(id),
    queryFn: async () => unwrap(await request('GET /meal-plans/:id', { params: { id } }, shownByThePage)),
  })
}

export function isNotFound(error: unknown): boolean {
  return error instanceof RequestFailed && error.failure.status === 404
}

/** After my own change: the plan and the list (item counts, order) may be out of date. */
export async function refreshMealPlan(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: mealPlanKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: mealPlanKeys.list }),
  ])
}

function planIdOfFrame(data: unknown): string | null {
  const id = (data as { mealPlanId?: unknown } | null)?.mealPlanId
  return typeof id === 'string' ? id : null
}

/** While a meal-plan page is open: another member's change (or my removal) shows without reloading. */
export function useMealPlanFrames(): void {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      onSocketMessage('mealplan:updated', (data) => {
        const id = planIdOfFrame(data)
        if (id) void refreshMealPlan(queryClient, id)
      }),
    [queryClient],
  )
}
