/** Recipe rows to the contract's shapes. Non-owners never receive labels. */
import type { TRecipe, TRecipeSummary } from '@rosemary/shared/contract'
import type { RecipeRow } from '../../db/schema/index.ts'
import { imageUrl } from '../images/image-urls.ts'
import type { RecipeSummaryRow } from './recipes.repository.ts'

export interface RecipeDetails {
  row: RecipeRow
  labels: { id: string; title: string }[]
  images: { id: string; position: number }[]
  fromUser: { id: string; name: string; handle: string | null } | null
  isOwner: boolean
}

/** The columns a full recipe shows (a row read without its search columns will do). */
type PresentableRow = Pick<
  RecipeRow,
  | 'id'
  | 'userId'
  | 'title'
  | 'description'
  | 'yield'
  | 'activeTime'
  | 'totalTime'
  | 'source'
  | 'url'
  | 'notes'
  | 'ingredients'
  | 'instructions'
  | 'folder'
  | 'rating'
  | 'createdAt'
  | 'updatedAt'
>

export function presentRecipe({
  row,
  labels,
  images,
  fromUser,
  isOwner,
}: Omit<RecipeDetails, 'row'> & { row: PresentableRow }): TRecipe {
  return {
    id: row.id,
    userId: row.userId,
    fromUser,
    title: row.title,
    description: row.description,
    yield: row.yield,
    activeTime: row.activeTime,
    totalTime: row.totalTime,
    source: row.source,
    url: row.url,
    notes: row.notes,
    ingredients: row.ingredients,
    instructions: row.instructions,
    folder: row.folder,
    rating: row.rating,
    labels: isOwner ? labels : [],
    images: images.map((image) => ({
      id: image.id,
      url: imageUrl(image.id, 'full'),
      thumbnailUrl: imageUrl(image.id, 'thumb'),
      order: image.position,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isOwner,
  }
}

/** Someone else's recipe says whose it is, and never shows its labels (they are the owner's own). */
export function presentRecipeSummary(row: RecipeSummaryRow, viewerId: string): TRecipeSummary {
  const mine = row.ownerId === viewerId
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    source: row.source,
    url: row.url,
    folder: row.folder,
    rating: row.rating,
    fromUser: row.fromUserId
      ? { id: row.fromUserId, name: row.fromUserName ?? '', handle: row.fromUserHandle }
      : null,
    owner: mine ? null : { id: row.ownerId, name: row.ownerName, handle: row.ownerHandle },
    labels: mine ? row.labels : [],
    imageUrl: row.firstImageId ? imageUrl(row.firstImageId, 'thumb') : null,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }
}
