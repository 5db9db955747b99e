/**
 * How a message is read back: the people shown with it, and the recipe the viewer sees in it (their original
 * or their copy). Shared by the messages and threads repositories.
 */
import { type SQL, sql } from 'drizzle-orm'
import { messages, recipeImages, recipes } from '../../db/schema/index.ts'
import type { OtherUserRow } from '../profiles/other-user.ts'

export type Person = OtherUserRow

/** A message with the recipe the viewer sees in it (their original or their copy). */
export interface MessageView {
  id: string
  fromUserId: string
  toUserId: string
  body: string
  createdAt: Date
  readAt: Date | null
  recipe: { id: string; title: string; firstImageId: string | null } | null
}

/** The columns of a MessageView; the recipe joined must be the viewer's (see `viewerRecipe`). */
export const viewColumns = {
  id: messages.id,
  fromUserId: messages.fromUserId,
  toUserId: messages.toUserId,
  body: messages.body,
  createdAt: messages.createdAt,
  readAt: messages.readAt,
  recipeId: recipes.id,
  recipeTitle: recipes.title,
  firstImageId: sql<string | null>`(
      select ${recipeImages.imageId} from ${recipeImages}
      where ${recipeImages.recipeId} = ${recipes.id} order by ${recipeImages.position} limit 1)`,
}

interface ViewRow extends Omit<MessageView, 'recipe'> {
  recipeId: string | null
  recipeTitle: string | null
  firstImageId: string | null
}

export function toView({ recipeId, recipeTitle, firstImageId, ...message }: ViewRow): MessageView {
  const recipe = recipeId ? { id: recipeId, title: recipeTitle ?? '', firstImageId } : null
  return { ...message, createdAt: new Date(message.createdAt), recipe }
}

/** The sender sees the original, the recipient the copy. */
export const viewerRecipe = (viewerId: string): SQL =>
  sql`case when ${messages.fromUserId} = ${viewerId} then ${messages.originalRecipeId} else ${messages.recipeId} end`
