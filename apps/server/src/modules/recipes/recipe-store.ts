/** The repositories recipe work needs, and a way to run several of them as one transaction. */
import type { Db } from '../../db/client.ts'
import { createFriendsRepository, type FriendsRepository } from '../friends/friends.repository.ts'
import { createImagesRepository, type ImagesRepository } from '../images/images.repository.ts'
import { createLabelsRepository, type LabelsRepository } from '../labels/labels.repository.ts'
import { createUsersRepository, type UsersRepository } from '../users/users.repository.ts'
import { createRecipesRepository, type RecipesRepository } from './recipes.repository.ts'
import { createRecipeSearchRepository, type RecipeSearchRepository } from './recipes-search.repository.ts'
import { createRecipesSyncRepository, type RecipesSyncRepository } from './recipes-sync.repository.ts'

export interface RecipeRepos {
  recipes: RecipesRepository
  search: RecipeSearchRepository
  /** Full recipes by change time, for copies kept on devices. */
  sync: RecipesSyncRepository
  labels: LabelsRepository
  images: ImagesRepository
  users: UsersRepository
  /** Whose shared recipes the viewer may list. */
  friends: FriendsRepository
}

export interface RecipeStore {
  repos: RecipeRepos
  /** Everything in `work` commits together or not at all. */
  transaction: <T>(work: (repos: RecipeRepos) => Promise<T>) => Promise<T>
}

function reposOn(db: Db): RecipeRepos {
  return {
    recipes: createRecipesRepository(db),
    search: createRecipeSearchRepository(db),
    sync: createRecipesSyncRepository(db),
    labels: createLabelsRepository(db),
    images: createImagesRepository(db),
    users: createUsersRepository(db),
    friends: createFriendsRepository(db),
  }
}

export function createRecipeStore(db: Db): RecipeStore {
  return {
    repos: reposOn(db),
    transaction: (work) => db.transaction((tx) => work(reposOn(tx as unknown as Db))),
  }
}
