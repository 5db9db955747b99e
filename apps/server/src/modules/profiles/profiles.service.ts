/**
 * Profiles: mine to read and change (name, handle, switch, items, pictures, all in one transaction), and
 * anyone's as the viewer may see it (profiles.access.ts): by handle, a hidden profile still says who it is.
 */
import { normalizeHandle } from '@rosemary/shared'
import type { FriendshipState, TProfileItemInput } from '@rosemary/shared/contract'
import type { UserRow } from '../../db/schema/index.ts'
import { AppError, isUniqueViolation, notFound } from '../../errors.ts'
import type { ImagesService } from '../images/images.service.ts'
import type { UserChanges } from '../users/users.repository.ts'
import { type ProfileRepos, type ProfileStore } from './profile-store.ts'
import { type ProfileLookup, profileAccess } from './profiles.access.ts'
import type { NewProfileItem, ProfileItemView } from './profiles.repository.ts'

export interface ProfileUpdate {
  name?: string | undefined
  handle?: string | undefined
  enableProfile?: boolean | undefined
  profileItems?: (TProfileItemInput & { title: string })[] | undefined
  profileImageIds?: string[] | undefined
}

export interface ProfileView {
  user: UserRow
  items: ProfileItemView[]
  images: { id: string; position: number }[]
  isMe: boolean
  friendship: FriendshipState
}

const handleTaken = () => new AppError('handle_taken', 'Someone already has this handle', { handle: 'taken' })
/** The same answer for an unknown person and a hidden one, so neither can be told from the other. */
const profileNotFound = () => notFound('Profile')

/** Items as stored, each pointing only at what its type names; 400 naming the field of one not mine. */
async function checkedItems(repos: ProfileRepos, userId: string, items: ProfileUpdate['profileItems']) {
  if (!items) return undefined
  const labelIds = await repos.profiles.ownedLabelIds(
    userId,
    items.flatMap((item) => item.labelId ?? []),
  )
  const recipeIds = await repos.profiles.ownedRecipeIds(
    userId,
    items.flatMap((item) => item.recipeId ?? []),
  )
  return items.map((item, index): NewProfileItem => {
    const labelId = item.type === 'label' ? (item.labelId ?? null) : null
    const recipeId = item.type === 'recipe' ? (item.recipeId ?? null) : null
    if (labelId && !labelIds.has(labelId))
      throw new AppError('invalid_input', 'That label was not found', {
        [`profileItems.${index}.labelId`]: 'Choose one of your labels',
      })
    if (recipeId && !recipeIds.has(recipeId))
      throw new AppError('invalid_input', 'That recipe was not found', {
        [`profileItems.${index}.recipeId`]: 'Choose one of your recipes',
      })
    return { type: item.type, visibility: item.visibility, title: item.title, labelId, recipeId }
  })
}

async function checkedImages(repos: ProfileRepos, userId: string, ids: string[] | undefined) {
  if (!ids) return undefined
  const wanted = [...new Set(ids)]
  const owned = await repos.images.ownedIds(userId, wanted)
  if (owned.length !== wanted.length)
    throw new AppError('invalid_input', 'Some pictures were not found', {
      profileImageIds: 'Upload the pictures first',
    })
  return wanted
}

export function createProfilesService(deps: { store: ProfileStore; images: ImagesService; now: () => Date }) {
  const { store, now } = deps

  async function view(
    viewerId: string | null,
    user: UserRow | null,
    lookup: ProfileLookup = 'id',
  ): Promise<ProfileView> {
    if (!user) throw profileNotFound()
    const { repos } = store
    const friendship = viewerId ? await repos.friends.state(viewerId, user.id) : 'none'
    const access = profileAccess(viewerId, user, friendship, lookup)
    if (!access.found) throw profileNotFound()
    const [items, images] = await Promise.all([
      repos.profiles.items(user.id, access.visibilities),
      access.pictures ? repos.profiles.images(user.id) : [],
    ])
    return { user, items, images, isMe: viewerId === user.id, friendship }
  }

  return {
    mine: async (userId: string) => view(userId, await store.repos.users.findById(userId)),

    byId: async (viewerId: string | null, id: string) => view(viewerId, await store.repos.users.findById(id)),

    byHandle: async (viewerId: string | null, handle: string) =>
      view(viewerId, await store.repos.users.findByHandle(normalizeHandle(handle)), 'handle'),

    async update(userId: string, input: ProfileUpdate): Promise<ProfileView> {
      const at = now()
      const orphans = await store.transaction(async (repos) => {
        const items = await checkedItems(repos, userId, input.profileItems)
        const imageIds = await checkedImages(repos, userId, input.profileImageIds)
        const changes: UserChanges = {}
        if (input.name !== undefined) changes.name = input.name
        if (input.enableProfile !== undefined) changes.enableProfile = input.enableProfile
        if (input.handle !== undefined) {
          const holder = await repos.users.findByHandle(input.handle)
          if (holder && holder.id !== userId) throw handleTaken()
          changes.handle = input.handle
        }
        const user = await repos.users.update(userId, changes, at).catch((error: unknown) => {
          throw isUniqueViolation(error, 'users_handle_key') ? handleTaken() : error
        })
        if (!user) throw notFound('Account')
        if (items) await repos.profiles.replaceItems(userId, items, at)
        if (!imageIds) return []
        const previous = (await repos.profiles.images(userId)).map((image) => image.id)
        await repos.profiles.replaceImages(userId, imageIds)
        // A picture taken off the profile that no recipe shows either is deleted now, as recipes do.
        return repos.images.deleteUnreferenced(previous.filter((id) => !imageIds.includes(id)))
      })
      await deps.images.removeFiles(orphans)
      return view(userId, await store.repos.users.findById(userId))
    },
  }
}

export type ProfilesService = ReturnType<typeof createProfilesService>
