/**
 * The exact-copy block of Rosemary's own JSON-LD export (see formats/exported-recipe.ts): when a Recipe
 * carries a valid one, its values win over the schema.org properties, so an export imports to the letter.
 * An invalid block is ignored and the Recipe is read like any other.
 */
import { z } from 'zod'
import { ROSEMARY_BLOCK_KEY, type RosemaryRecipeBlock } from '../exported-recipe.ts'
import type { SchemaObject } from './json-values.ts'

const ZRosemaryBlock = z.object({
  version: z.literal(1),
  title: z.string(),
  description: z.string(),
  yield: z.string(),
  activeTime: z.string(),
  totalTime: z.string(),
  source: z.string(),
  url: z.string(),
  notes: z.string(),
  ingredients: z.string(),
  instructions: z.string(),
  rating: z.number().int().min(1).max(5).nullable(),
  labels: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<RosemaryRecipeBlock>

export function readRosemaryBlock(recipe: SchemaObject): RosemaryRecipeBlock | null {
  const parsed = ZRosemaryBlock.safeParse(recipe[ROSEMARY_BLOCK_KEY])
  return parsed.success ? parsed.data : null
}
