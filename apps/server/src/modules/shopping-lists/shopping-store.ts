/** The repositories shopping-list work needs, and a way to run several of them as one transaction. */
import type { Db } from '../../db/client.ts'
import { createFriendsRepository, type FriendsRepository } from '../friends/friends.repository.ts'
import {
  createMealPlanItemsRepository,
  type MealPlanItemsRepository,
} from '../meal-plans/meal-plan-items.repository.ts'
import { createMealPlansRepository, type MealPlansRepository } from '../meal-plans/meal-plans.repository.ts'
import { type OtherUserRow, readOtherUsers } from '../profiles/other-user.ts'
import {
  createPlannedRecipesRepository,
  type PlannedRecipesRepository,
} from '../planning/planned-recipes.repository.ts'
import { createShoppingItemsRepository, type ShoppingItemsRepository } from './shopping-items.repository.ts'
import { createShoppingListsRepository, type ShoppingListsRepository } from './shopping-lists.repository.ts'

export interface ShoppingRepos {
  lists: ShoppingListsRepository
  items: ShoppingItemsRepository
  recipes: PlannedRecipesRepository
  friends: FriendsRepository
  /** The plans whose meals' recipes are added to a list. */
  plans: MealPlansRepository
  planItems: MealPlanItemsRepository
  /** The owners and collaborators shown with a list. */
  people: (ids: Iterable<string>) => Promise<Map<string, OtherUserRow>>
}

export interface ShoppingStore {
  repos: ShoppingRepos
  /** Everything in `work` commits together or not at all. */
  transaction: <T>(work: (repos: ShoppingRepos) => Promise<T>) => Promise<T>
}

function reposOn(db: Db): ShoppingRepos {
  return {
    lists: createShoppingListsRepository(db),
    items: createShoppingItemsRepository(db),
    recipes: createPlannedRecipesRepository(db),
    friends: createFriendsRepository(db),
    plans: createMealPlansRepository(db),
    planItems: createMealPlanItemsRepository(db),
    people: (ids) => readOtherUsers(db, ids),
  }
}

export function createShoppingStore(db: Db): ShoppingStore {
  return {
    repos: reposOn(db),
    transaction: (work) => db.transaction((tx) => work(reposOn(tx as unknown as Db))),
  }
}
