import { z } from 'zod'
import { ZId, ZOk, ZTimestamp } from './common.ts'
import { defineEndpoints } from './endpoint.ts'
import { ZLabelTitle } from './recipes.ts'

export const ZLabel = z.object({
  id: ZId,
  title: z.string(),
  recipeCount: z.number().int(),
  createdAt: ZTimestamp,
})
export type TLabel = z.output<typeof ZLabel>

export const labelsEndpoints = defineEndpoints({
  'GET /labels': {
    summary: 'My labels with how many recipes carry each',
    tag: 'labels',
    access: 'user',
    response: z.array(ZLabel),
  },
  'POST /labels': {
    summary: 'Put a label (created if new) on some of my recipes',
    tag: 'labels',
    access: 'user',
    status: 201,
    body: z.object({
      title: ZLabelTitle,
      recipeIds: z.array(ZId).min(1, { error: 'Choose at least one recipe' }).max(1000),
    }),
    response: ZLabel,
    errors: [404],
  },
  'PUT /labels/:id': {
    summary: 'Rename a label; 409 when another label already has that name (merge them instead)',
    tag: 'labels',
    access: 'user',
    params: z.object({ id: ZId }),
    body: z.object({ title: ZLabelTitle }),
    response: ZLabel,
    errors: [404, 409],
  },
  'POST /labels/merge': {
    summary: 'Move every recipe of one label to another and delete the first',
    tag: 'labels',
    access: 'user',
    body: z.object({ sourceLabelId: ZId, targetLabelId: ZId }),
    response: ZLabel,
    errors: [404],
  },
  'DELETE /labels/:id': {
    summary: 'Delete a label; its recipes stay',
    tag: 'labels',
    access: 'user',
    params: z.object({ id: ZId }),
    response: ZOk,
    errors: [404],
  },
  'DELETE /labels': {
    summary: 'Take a label off a recipe; a label left without recipes is deleted',
    tag: 'labels',
    access: 'user',
    query: z.object({ recipeId: ZId, labelId: ZId }),
    response: ZOk,
    errors: [404],
  },
})
