import 'fake-indexeddb/auto'
import type { TLabel, TRecipe } from '@rosemary/shared/contract'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { noteAnswer } from '../api/connection.ts'
import { setToken } from '../auth/session.ts'
import type { ListFilters } from '../data/list-filters.ts'
import { fakeApi, type FakeCall } from '../test/fake-api.ts'
import { bookDb, deleteOfflineBook, readBookMeta } from './book-store.ts'
import { localLabels, localRecipe, localRecipePage, localSearch } from './local-reads.ts'
import { bookProgressStore } from './progress.ts'
import { bookAvailableStore } from './state.ts'
import { PICTURE_TIMEOUT_MS, syncOfflineBook } from './sync.ts'
import { myRecipe } from '../test/recipe-fixtures.ts'

const AT = '2026-11-27T10:00:00.000Z'
const soup: TLabel = {
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'soup',
  recipeCount: 1,
  createdAt: AT,
}
const veg: TLabel = {
  id: '00000000-0000-4000-8000-0000000000a2',
  title: 'vegetarian',
  recipeCount: 1,
  createdAt: AT,
}

function recipe(id: string, title: string, changes: Partial<TRecipe> = {}): TRecipe {
  return myRecipe({ id, userId: 'me', title, createdAt: AT, updatedAt: AT, ...changes })
}

const salad = recipe('r1', 'Greek salad', {
  ingredients: 'feta\ncucumber',
  labels: [{ id: veg.id, title: 'vegetarian' }],
})
const minestrone = recipe('r2', 'Minestrone', {
  labels: [
    { id: soup.id, title: 'soup' },
    { id: veg.id, title: 'vegetarian' },
  ],
})
const stew = recipe('r3', 'Beef stew', { folder: 'inbox' })

const filters = (changes: Partial<ListFilters> = {}): ListFilters => ({
  folder: 'main',
  sort: 'title',
  labels: [],
  labelIntersection: false,
  ...changes,
})

interface Server {
  user: string
  recipes: TRecipe[]
  labels: TLabel[]
  /** Recipes returned after a cursor: a later sync gets only these. */
  changed: TRecipe[]
}

function serve(server: Server) {
  return fakeApi({
    'GET /users/': () => ({ body: { id: server.user, name: 'Me', email: 'me@example.com', handle: null } }),
    'GET /recipes/sync/ids': () => ({ body: { ids: server.recipes.map((item) => item.id) } }),
    'GET /recipes/sync': (call: FakeCall) => {
      const cursor = call.query.get('cursor')
      if (cursor === null) {
        // The first fill: two pages.
        const page = server.recipes
        return { body: { recipes: page, cursor: `c-${page.length}`, more: false, total: page.length } }
      }
      return {
        body: { recipes: server.changed, cursor: 'c-later', more: false, total: server.recipes.length },
      }
    },
    'GET /labels': () => ({ body: server.labels }),
  })
}

beforeEach(() => {
  setToken('token')
})

afterEach(async () => {
  await deleteOfflineBook()
  setToken(null)
  noteAnswer()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the offline recipe book', () => {
  test('fills in pages, then takes only changes and drops deleted recipes', async () => {
    let pages = 0
    const server: Server = {
      user: 'me',
      recipes: [salad, minestrone, stew],
      labels: [soup, veg],
      changed: [],
    }
    const api = fakeApi({
      'GET /users/': { body: { id: 'me', name: 'Me', email: 'me@example.com', handle: null } },
      'GET /recipes/sync/ids': () => ({ body: { ids: server.recipes.map((item) => item.id) } }),
      'GET /recipes/sync': (call) => {
        pages += 1
        const total = server.recipes.length
        if (!call.query.get('cursor'))
          return { body: { recipes: [salad, minestrone], cursor: 'c1', more: true, total } }
        if (call.query.get('cursor') === 'c1')
          return { body: { recipes: [stew], cursor: 'c2', more: false, total } }
        return { body: { recipes: server.changed, cursor: 'c3', more: false, total } }
      },
      'GET /labels': () => ({ body: server.labels }),
    })

    await syncOfflineBook()
    expect(pages).toBe(2)
    expect((await bookDb().recipes.toArray()).map((item) => item.id).sort()).toEqual(['r1', 'r2', 'r3'])
    expect(await readBookMeta()).toMatchObject({ userId: 'me', cursor: 'c2' })
    expect(bookProgressStore.get()).toMatchObject({ phase: 'ready', recipes: 3, totalRecipes: 3 })
    expect(bookAvailableStore.get()).toBe(true)
    // The copy holds as many as the server has: the list of every id is not needed.
    expect(api.made('GET', '/recipes/sync/ids')).toHaveLength(0)

    server.changed = [{ ...stew, title: 'Beef stew with carrots' }]
    await syncOfflineBook()
    expect((await localRecipe('r3'))?.title).toBe('Beef stew with carrots')
    expect(api.made('GET', '/recipes/sync/ids')).toHaveLength(0)

    server.recipes = [salad, stew]
    server.changed = [{ ...salad, title: 'Greek salad with olives' }]
    await syncOfflineBook()
    expect(api.made('GET', '/recipes/sync').at(-1)?.query.get('cursor')).toBe('c3')
    expect((await localRecipe('r1'))?.title).toBe('Greek salad with olives')
    // One more held than the server has: the ids are asked for, and the deleted recipe leaves.
    expect(api.made('GET', '/recipes/sync/ids')).toHaveLength(1)
    expect(await localRecipe('r2')).toBeNull()
    expect(bookProgressStore.get()).toMatchObject({ phase: 'ready', recipes: 2, totalRecipes: 2 })
  })

  test('with no answer the sync fails and keeps the copy it has', async () => {
    serve({ user: 'me', recipes: [salad], labels: [veg], changed: [] })
    await syncOfflineBook()
    fakeApi({ 'GET /users/': 'no-answer' })
    await syncOfflineBook()
    expect(bookProgressStore.get().phase).toBe('failed')
    expect((await localRecipe('r1'))?.title).toBe('Greek salad')
  })

  test("someone else's copy on the device is dropped before filling", async () => {
    serve({ user: 'me', recipes: [salad], labels: [veg], changed: [] })
    await syncOfflineBook()
    serve({ user: 'someone-else', recipes: [stew], labels: [], changed: [] })
    await syncOfflineBook()
    expect((await bookDb().recipes.toArray()).map((item) => item.id)).toEqual(['r3'])
  })
})

/** Cache Storage as the book uses it, in memory; what it keeps, by URL. */
function fakeCaches(): Map<string, Response> {
  const kept = new Map<string, Response>()
  const cache = {
    keys: async () => [...kept.keys()].map((url) => ({ url })),
    put: async (url: string, response: Response) => {
      await response.arrayBuffer()
      kept.set(url, response)
    },
    delete: async (url: string) => kept.delete(url),
  }
  vi.stubGlobal('caches', { open: async () => cache, delete: async () => kept.clear() })
  return kept
}

/** Thumbnails answer at once, but those named in `hanging`, which never answer (until the signal ends them). */
function servePictures(hanging: Set<string>) {
  const api = globalThis.fetch
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    if (!input.includes('/thumbs/')) return api(input, init)
    if (!hanging.has(new URL(input).pathname)) return Promise.resolve(new Response('jpeg'))
    return new Promise<Response>((_, reject) => {
      // As fetch does: its signal's reason (a TimeoutError) is the rejection.
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))
    })
  })
}

describe('the thumbnails of the offline recipe book', () => {
  const pictured = (id: string, name: string) =>
    recipe(id, name, {
      images: [{ id: `${id}-image`, url: `/full/${id}.jpg`, thumbnailUrl: `/thumbs/${id}.jpg`, order: 0 }],
    })

  test('a thumbnail that never answers is skipped, not waited on, and asked for again next time', async () => {
    const kept = fakeCaches()
    serve({ user: 'me', recipes: [pictured('r1', 'Salad'), pictured('r2', 'Soup')], labels: [], changed: [] })
    const hanging = new Set(['/thumbs/r2.jpg'])
    servePictures(hanging)
    // The time limit, shortened: a real one is twenty seconds.
    const limits: number[] = []
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      limits.push(ms)
      const controller = new AbortController()
      setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), 10)
      return controller.signal
    })

    await syncOfflineBook()
    expect(bookProgressStore.get()).toMatchObject({ phase: 'ready', totalPictures: 2 })
    expect([...kept.keys()].map((url) => new URL(url).pathname)).toEqual(['/thumbs/r1.jpg'])
    expect(limits).toContain(PICTURE_TIMEOUT_MS)

    hanging.clear()
    await syncOfflineBook()
    expect([...kept.keys()].map((url) => new URL(url).pathname).sort()).toEqual([
      '/thumbs/r1.jpg',
      '/thumbs/r2.jpg',
    ])
  })

  test('pages read the copy once its recipes are in, while the thumbnails still come', async () => {
    fakeCaches()
    serve({ user: 'me', recipes: [pictured('r1', 'Salad')], labels: [], changed: [] })
    servePictures(new Set(['/thumbs/r1.jpg']))
    const release = new AbortController()
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => release.signal)

    const sync = syncOfflineBook()
    await vi.waitFor(() => expect(bookProgressStore.get().phase).toBe('pictures'))
    expect(bookAvailableStore.get()).toBe(true)
    expect((await readBookMeta())?.recipesAt).toEqual(expect.any(String))
    expect((await localRecipe('r1'))?.title).toBe('Salad')

    release.abort(new DOMException('timed out', 'TimeoutError'))
    await sync
    expect(bookProgressStore.get().phase).toBe('ready')
  })
})

describe('reading the offline recipe book', () => {
  beforeEach(async () => {
    serve({
      user: 'me',
      recipes: [salad, minestrone, stew],
      labels: [{ ...soup, title: 'soups' }, veg],
      changed: [],
    })
    await syncOfflineBook()
  })

  test('lists a folder sorted as the server does, filtered by labels', async () => {
    expect((await localRecipePage(filters())).data.map((item) => item.title)).toEqual([
      'Greek salad',
      'Minestrone',
    ])
    expect((await localRecipePage(filters({ folder: 'inbox' }))).totalCount).toBe(1)
    expect((await localRecipePage(filters({ labels: ['soups'] }))).data.map((item) => item.id)).toEqual([
      'r2',
    ])
    expect(
      (await localRecipePage(filters({ labels: ['soups', 'vegetarian'], labelIntersection: true }))).data.map(
        (item) => item.id,
      ),
    ).toEqual(['r2'])
  })

  test('searches forgiving typos; labels carry their current titles and counts', async () => {
    expect((await localSearch(filters(), 'fetta')).data.map((item) => item.id)).toEqual(['r1'])
    expect((await localSearch(filters(), 'vegetarain')).data.map((item) => item.id).sort()).toEqual([
      'r1',
      'r2',
    ])
    expect((await localRecipe('r2'))?.labels.map((label) => label.title)).toEqual(['soups', 'vegetarian'])
    expect((await localLabels()).map((label) => [label.title, label.recipeCount])).toEqual([
      ['soups', 1],
      ['vegetarian', 2],
    ])
  })
})
