/** The repositories a message needs (its own, friends' for who may write, and recipes' and images' for the copy), as one transaction. */
import type { Db } from '../../db/client.ts'
import { createFriendsRepository, type FriendsRepository } from '../friends/friends.repository.ts'
import { createImagesRepository, type ImagesRepository } from '../images/images.repository.ts'
import { createRecipesRepository, type RecipesRepository } from '../recipes/recipes.repository.ts'
import {
  createMessageThreadsRepository,
  type MessageThreadsRepository,
} from './message-threads.repository.ts'
import { createMessagesRepository, type MessagesRepository } from './messages.repository.ts'

export interface MessageRepos {
  messages: MessagesRepository
  threads: MessageThreadsRepository
  friends: FriendsRepository
  recipes: RecipesRepository
  images: ImagesRepository
}

export interface MessageStore {
  repos: MessageRepos
  transaction: <T>(work: (repos: MessageRepos) => Promise<T>) => Promise<T>
}

function reposOn(db: Db): MessageRepos {
  return {
    messages: createMessagesRepository(db),
    threads: createMessageThreadsRepository(db),
    friends: createFriendsRepository(db),
    recipes: createRecipesRepository(db),
    images: createImagesRepository(db),
  }
}

export function createMessageStore(db: Db): MessageStore {
  return {
    repos: reposOn(db),
    transaction: (work) => db.transaction((tx) => work(reposOn(tx as unknown as Db))),
  }
}
