/** Profiles to the contract's shapes: mine with its switch, others' with where we stand. */
import type { TMyProfile, TProfileItem, TPublicProfile } from '@rosemary/shared/contract'
import { imageUrl } from '../images/image-urls.ts'
import type { ProfileItemView } from './profiles.repository.ts'
import type { ProfileView } from './profiles.service.ts'

function presentItem(row: ProfileItemView): TProfileItem {
  const label = row.type === 'label' && row.labelId ? { id: row.labelId, title: row.labelTitle ?? '' } : null
  const recipe =
    row.type === 'recipe' && row.recipeId
      ? {
          id: row.recipeId,
          title: row.recipeTitle ?? '',
          imageUrl: row.recipeImageId ? imageUrl(row.recipeImageId, 'thumb') : null,
        }
      : null
  return {
    id: row.id,
    type: row.type,
    visibility: row.visibility,
    // The person's own title, else what it points at.
    title: row.title !== '' ? row.title : (label?.title ?? recipe?.title ?? ''),
    label,
    recipe,
  }
}

function presentImages(images: ProfileView['images']) {
  return images.map((image) => ({
    id: image.id,
    url: imageUrl(image.id, 'full'),
    thumbnailUrl: imageUrl(image.id, 'thumb'),
    order: image.position,
  }))
}

export function presentMyProfile({ user, items, images }: ProfileView): TMyProfile {
  return {
    id: user.id,
    name: user.name,
    handle: user.handle,
    enableProfile: user.enableProfile,
    profileImages: presentImages(images),
    profileItems: items.map(presentItem),
  }
}

export function presentPublicProfile({ user, items, images, isMe, friendship }: ProfileView): TPublicProfile {
  return {
    id: user.id,
    name: user.name,
    handle: user.handle,
    profileImages: presentImages(images),
    profileItems: items.map(presentItem),
    isMe,
    friendship,
  }
}
