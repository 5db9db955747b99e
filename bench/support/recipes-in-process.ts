/**
 * The recipes service as the server builds it, in the benchmark's own process on an opened database: what a
 * route runs, with nothing of HTTP around it. Image files (which searching never touches) go to `imagesDir`.
 */
import Fastify from 'fastify'
import type { Db } from '../../apps/server/src/db/client.ts'
import { createImagesRepository } from '../../apps/server/src/modules/images/images.repository.ts'
import { createImagesService } from '../../apps/server/src/modules/images/images.service.ts'
import { createRecipeStore } from '../../apps/server/src/modules/recipes/recipe-store.ts'
import { createRecipesService } from '../../apps/server/src/modules/recipes/recipes.service.ts'
import { createInProcessBus } from '../../apps/server/src/realtime/event-bus.ts'
import { createLocalImageStorage } from '../../apps/server/src/storage/image-storage.ts'

export function recipesInProcess(db: Db, imagesDir: string) {
  const now = () => new Date()
  const images = createImagesService({
    images: createImagesRepository(db),
    storage: createLocalImageStorage(imagesDir),
    // A logger that writes nothing, as Fastify makes one.
    logger: Fastify({ logger: false }).log,
    now,
  })
  return createRecipesService({ store: createRecipeStore(db), images, bus: createInProcessBus(), now })
}
