/**
 * The my-profile form: built from GET users/profile, compared with it for the leave guard, turned into the
 * PUT users/profile body (items and pictures replaced as a whole, in the order shown), and the server's
 * 400 fields sent back to the part of the form they name.
 */
import type {
  TMyProfile,
  TProfileItem,
  TProfileItemInput,
  TUpdateProfileRequest,
} from '@rosemary/shared/contract'
import type { EditableImage } from '../edit-recipe/ImagesEditor.tsx'

export interface ItemDraft {
  /** The saved item's id, or a local one for a new item (React's key; never sent). */
  key: string
  type: TProfileItem['type']
  visibility: TProfileItem['visibility']
  title: string
  label: { id: string; title: string } | null
  recipe: { id: string; title: string } | null
}

export interface ProfileForm {
  name: string
  handle: string
  enableProfile: boolean
  images: EditableImage[]
  items: ItemDraft[]
}

export function formFromProfile(profile: TMyProfile): ProfileForm {
  return {
    name: profile.name,
    handle: profile.handle ?? '',
    enableProfile: profile.enableProfile,
    images: [...profile.profileImages]
      .sort((a, b) => a.order - b.order)
      .map((image) => ({ id: image.id, thumbnailUrl: image.thumbnailUrl })),
    items: profile.profileItems.map((item) => ({
      key: item.id,
      type: item.type,
      visibility: item.visibility,
      title: item.title,
      label: item.label,
      recipe: item.recipe && { id: item.recipe.id, title: item.recipe.title },
    })),
  }
}

const itemInput = (item: ItemDraft): TProfileItemInput => ({
  type: item.type,
  visibility: item.visibility,
  title: item.title,
  ...(item.label && { labelId: item.label.id }),
  ...(item.recipe && { recipeId: item.recipe.id }),
})

/** What the server needs to hold the form; a handle is sent once there is one (it cannot be removed). */
export function profileRequest(form: ProfileForm): TUpdateProfileRequest {
  const handle = form.handle.trim()
  return {
    name: form.name,
    ...(handle !== '' && { handle }),
    enableProfile: form.enableProfile,
    profileImageIds: form.images.map((image) => image.id),
    profileItems: form.items.map(itemInput),
  }
}

/** The same request: nothing to save, nothing to guard. */
export function isSameProfile(a: ProfileForm, b: ProfileForm): boolean {
  return JSON.stringify(profileRequest(a)) === JSON.stringify(profileRequest(b))
}

export interface ProfileErrors {
  name?: string
  handle?: string
  images?: string
  /** About the items as a whole (too many). */
  items?: string
  /** By position in the list, about one item. */
  item: Record<number, string>
}

/** `profileItems.2.labelId` → item 2; `profileImageIds.0` → the pictures; unknown fields are dropped. */
export function profileErrors(fields: Record<string, string> | undefined): ProfileErrors {
  const errors: ProfileErrors = { item: {} }
  for (const [field, message] of Object.entries(fields ?? {})) {
    const [head, index] = field.split('.')
    if (head === 'name' || head === 'handle') errors[head] ??= message
    else if (head === 'profileImageIds') errors.images ??= message
    else if (head === 'profileItems' && index !== undefined && /^\d+$/.test(index))
      errors.item[Number(index)] ??= message
    else if (head === 'profileItems') errors.items ??= message
  }
  return errors
}
