import { adminEndpoints } from './admin.ts'
import { apiTokensEndpoints } from './api-tokens.ts'
import { clipEndpoints } from './clip.ts'
import { imagesEndpoints } from './images.ts'
import { importsEndpoints } from './imports.ts'
import { jobsEndpoints } from './jobs.ts'
import { labelsEndpoints } from './labels.ts'
import { mealPlansEndpoints } from './meal-plans.ts'
import { oidcEndpoints } from './oidc.ts'
import { messagesEndpoints } from './messages.ts'
import { pushEndpoints } from './push.ts'
import { recipesEndpoints } from './recipes.ts'
import { shoppingListsEndpoints } from './shopping-lists.ts'
import { socialEndpoints } from './social.ts'
import { systemEndpoints } from './system.ts'
import { usersEndpoints } from './users.ts'

export * from './common.ts'
export * from './dates.ts'
export * from './endpoint.ts'
export * from './admin.ts'
export * from './api-tokens.ts'
export * from './clip.ts'
export * from './images.ts'
export * from './imports.ts'
export * from './jobs.ts'
export * from './labels.ts'
export * from './meal-plans.ts'
export * from './messages.ts'
export * from './oidc.ts'
export * from './push.ts'
export * from './recipes.ts'
export * from './shopping-lists.ts'
export * from './social.ts'
export * from './socket.ts'
export * from './system.ts'
export * from './users.ts'

/** Every endpoint of the API, keyed by its request line (paths are relative to /api). */
export const endpoints = {
  ...systemEndpoints,
  ...usersEndpoints,
  ...apiTokensEndpoints,
  ...adminEndpoints,
  ...oidcEndpoints,
  ...socialEndpoints,
  ...pushEndpoints,
  ...messagesEndpoints,
  ...recipesEndpoints,
  ...labelsEndpoints,
  ...imagesEndpoints,
  ...jobsEndpoints,
  ...importsEndpoints,
  ...clipEndpoints,
  ...shoppingListsEndpoints,
  ...mealPlansEndpoints,
}
export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
