/**
 * What the planning pages say when the server refuses for one of its limits: a 400 naming the body rather
 * than a field of it (contract/planning-limits.ts), that is too many lists or plans owned, or a list or
 * plan, or all of its owner's, full. The numbers are written the reader's way.
 */
import {
  MAX_MEAL_PLAN_ITEMS,
  MAX_MEAL_PLAN_ITEMS_OWNED,
  MAX_MEAL_PLANS_OWNED,
  MAX_SHOPPING_ITEMS_OWNED,
  MAX_SHOPPING_LIST_ITEMS,
  MAX_SHOPPING_LISTS_OWNED,
} from '@rosemary/shared/contract'
import { useTranslation } from 'react-i18next'
import type { ApiFailure } from '../api/client.ts'

export const isLimitReached = (failure: ApiFailure) =>
  failure.status === 400 && failure.data?.error.fields?.body !== undefined

export function usePlanningLimits() {
  const { t, i18n } = useTranslation()
  const number = (value: number) => value.toLocaleString(i18n.language)
  return {
    tooManyLists: () => t('shopping.tooManyLists', { limit: number(MAX_SHOPPING_LISTS_OWNED) }),
    tooManyPlans: () => t('mealPlans.tooManyPlans', { limit: number(MAX_MEAL_PLANS_OWNED) }),
    listFull: () =>
      t('addToList.full', {
        perList: number(MAX_SHOPPING_LIST_ITEMS),
        perOwner: number(MAX_SHOPPING_ITEMS_OWNED),
      }),
    planFull: () =>
      t('recipe.toPlan.full', {
        perPlan: number(MAX_MEAL_PLAN_ITEMS),
        perOwner: number(MAX_MEAL_PLAN_ITEMS_OWNED),
      }),
  }
}
