/** The repositories a profile change needs, run as one transaction: nothing is half-written. */
import type { Db } from '../../db/client.ts'
import { createFriendsRepository, type FriendsRepository } from '../friends/friends.repository.ts'
import { createImagesRepository, type ImagesRepository } from '../images/images.repository.ts'
import { createUsersRepository, type UsersRepository } from '../users/users.repository.ts'
import { createProfilesRepository, type ProfilesRepository } from './profiles.repository.ts'

export interface ProfileRepos {
  profiles: ProfilesRepository
  users: UsersRepository
  images: ImagesRepository
  friends: FriendsRepository
}

export interface ProfileStore {
  repos: ProfileRepos
  transaction: <T>(work: (repos: ProfileRepos) => Promise<T>) => Promise<T>
}

function reposOn(db: Db): ProfileRepos {
  return {
    profiles: createProfilesRepository(db),
    users: createUsersRepository(db),
    images: createImagesRepository(db),
    friends: createFriendsRepository(db),
  }
}

export function createProfileStore(db: Db): ProfileStore {
  return {
    repos: reposOn(db),
    transaction: (work) => db.transaction((tx) => work(reposOn(tx as unknown as Db))),
  }
}
