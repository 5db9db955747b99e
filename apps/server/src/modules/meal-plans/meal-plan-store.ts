/** The repositories meal-plan work needs, and a way to run several of them as one transaction. */
import type { Db } from '../../db/client.ts'
import { createFriendsRepository, type FriendsRepository } from '../friends/friends.repository.ts'
import {
  createPlannedRecipesRepository,
  type PlannedRecipesRepository,
} from '../planning/planned-recipes.repository.ts'
import { type OtherUserRow, readOtherUsers } from '../profiles/other-user.ts'
import { createMealPlanItemsRepository, type MealPlanItemsRepository } from './meal-plan-items.repository.ts'
import { createMealPlansRepository, type MealPlansRepository } from './meal-plans.repository.ts'

export interface MealPlanRepos {
  plans: MealPlansRepository
  items: MealPlanItemsRepository
  recipes: PlannedRecipesRepository
  friends: FriendsRepository
  /** The owners and collaborators shown with a plan. */
  people: (ids: Iterable<string>) => Promise<Map<string, OtherUserRow>>
}

export interface MealPlanStore {
  repos: MealPlanRepos
  /** Everything in `work` commits together or not at all. */
  transaction: <T>(work: (repos: MealPlanRepos) => Promise<T>) => Promise<T>
}

function reposOn(db: Db): MealPlanRepos {
  return {
    plans: createMealPlansRepository(db),
    items: createMealPlanItemsRepository(db),
    recipes: createPlannedRecipesRepository(db),
    friends: createFriendsRepository(db),
    people: (ids) => readOtherUsers(db, ids),
  }
}

export function createMealPlanStore(db: Db): MealPlanStore {
  return {
    repos: reposOn(db),
    transaction: (work) => db.transaction((tx) => work(reposOn(tx as unknown as Db))),
  }
}
