/**
 * One person using Rosemary for the length of a soak: the app's live socket open, then, with a pause
 * between actions, what people do most — lists, searches, opening recipes and their pictures — and less
 * often writing, uploading a photo, signing out and in again, and importing a small file.
 */
import { SEARCHES } from '../recipes.bench.ts'
import { LABEL_TITLES } from './seed.ts'

export interface SoakTally {
  requests: number
  /** Per action: answers that were not 2xx, and requests that failed outright. */
  failures: Record<string, number>
  actions: Record<string, number>
  /** Live-socket frames received, and sockets opened. */
  frames: number
  sockets: number
}

export function emptyTally(): SoakTally {
  return { requests: 0, failures: {}, actions: {}, frames: 0, sockets: 0 }
}

export interface SoakAccount {
  email: string
  password: string
  token: string
}

export interface SoakAssets {
  /** A photo as a phone takes it (JPEG). */
  photo: Uint8Array
  /** A JSON-LD file of a few recipes. */
  importFile: (recipes: number) => Uint8Array
}

const WORDS = ['lemon', 'garlic', 'chicken', 'crème', 'tomato', 'basil', 'ginger', 'honey', 'saffron', 'pear']
/** Requests as this client makes them: headers as a plain object. */
type Init = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> }

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function recipeFields(index: number) {
  const title = `${pick(WORDS)} ${pick(WORDS)} ${pick(['soup', 'tart', 'curry', 'salad', 'bread'])} ${index}`
  return {
    title,
    description: `A ${title} for a weeknight, ready in about forty minutes.`,
    ingredients: Array.from({ length: 8 }, (_, line) => `${line + 1} cups ${pick(WORDS)}, chopped`).join(
      '\n',
    ),
    instructions: Array.from({ length: 5 }, (_, step) => `Step ${step + 1}: stir the ${pick(WORDS)}.`).join(
      '\n',
    ),
    notes: 'Keeps for three days.',
    labels: [pick(LABEL_TITLES), pick(LABEL_TITLES)],
  }
}

/** The actions and how often each is picked, out of 100. */
const MIX: [string, number][] = [
  ['list', 26],
  ['search', 14],
  ['open', 20],
  ['picture', 6],
  ['labels', 4],
  ['me', 3],
  ['create', 8],
  ['edit', 7],
  ['delete', 4],
  ['upload', 3],
  ['sign-in', 4],
  ['import', 1],
]

function pickAction(): string {
  let roll = Math.random() * MIX.reduce((sum, [, weight]) => sum + weight, 0)
  for (const [action, weight] of MIX) {
    roll -= weight
    if (roll < 0) return action
  }
  return 'list'
}

export interface SoakClient {
  /** Opens the live socket and brings a first library in, as a newcomer imports their recipes. */
  start(): Promise<void>
  /** Acts until `until` (a performance.now() time), pausing about `pauseMs` between actions. */
  run(until: number, pauseMs: number): Promise<void>
  stop(): void
}

export function createSoakClient(
  url: string,
  account: SoakAccount,
  assets: SoakAssets,
  tally: SoakTally,
): SoakClient {
  const recipeIds: string[] = []
  /** A recipe's first picture, as lists show it; a deleted recipe's picture is gone with it. */
  const pictures = new Map<string, string>()
  let socket: WebSocket | undefined
  let created = 0

  const fail = (action: string) => (tally.failures[action] = (tally.failures[action] ?? 0) + 1)

  async function call(action: string, path: string, init: Init = {}): Promise<Response | null> {
    tally.requests++
    try {
      const response = await fetch(`${url}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${account.token}`, ...init.headers },
      })
      if (!response.ok) fail(action)
      return response
    } catch {
      fail(action)
      return null
    }
  }

  async function json<T>(action: string, path: string, init: Init = {}): Promise<T | null> {
    const response = await call(action, path, init)
    if (!response?.ok) {
      await response?.arrayBuffer()
      return null
    }
    return (await response.json()) as T
  }

  const send = (method: string, body: unknown): Init => ({
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

  function openSocket() {
    socket?.close()
    socket = new WebSocket(`${url.replace('http', 'ws')}/grip/ws?token=${account.token}`)
    socket.addEventListener('message', () => tally.frames++)
    socket.addEventListener('error', () => undefined)
    tally.sockets++
  }

  async function list() {
    const sort = pick(['title', '-createdAt', 'createdAt'])
    const offset = Math.floor(Math.random() * Math.max(1, recipeIds.length - 20))
    const page = await json<{ data: { id: string; imageUrl: string | null }[] }>(
      'list',
      `/api/recipes/by-page?folder=main&sort=${sort}&offset=${offset}&count=50`,
    )
    for (const { id, imageUrl } of page?.data ?? []) {
      if (!recipeIds.includes(id)) recipeIds.push(id)
      if (imageUrl) pictures.set(id, imageUrl)
    }
  }

  async function importFile(recipes: number) {
    const form = new FormData()
    form.append('jsonLD', new Blob([new Uint8Array(assets.importFile(recipes))]), 'recipes.json')
    const started = await json<{ jobId: string }>('import', '/api/data/import/json-ld', {
      method: 'POST',
      body: form,
    })
    if (!started) return
    for (let polls = 0; polls < 600; polls++) {
      const job = await json<{ status: string }>('import', `/api/jobs/${started.jobId}`)
      if (!job || job.status === 'done' || job.status === 'failed') return
      await sleep(100)
    }
  }

  async function upload(): Promise<string | null> {
    const form = new FormData()
    form.append('image', new Blob([new Uint8Array(assets.photo)], { type: 'image/jpeg' }), 'photo.jpg')
    const image = await json<{ id: string }>('upload', '/api/images', { method: 'POST', body: form })
    return image?.id ?? null
  }

  async function signInAgain() {
    await json('sign-in', '/api/users/logout', { method: 'POST' })
    const session = await json<{ token: string }>(
      'sign-in',
      '/api/users/login',
      send('POST', { email: account.email, password: account.password }),
    )
    if (session) account.token = session.token
    openSocket()
  }

  async function act(action: string): Promise<void> {
    const some = recipeIds.length > 0 ? pick(recipeIds) : undefined
    switch (action) {
      case 'list':
        return list()
      case 'search':
        await json('search', `/api/recipes/search?count=50&query=${encodeURIComponent(pick(SEARCHES))}`)
        return
      case 'open':
        if (some) await json('open', `/api/recipes/${some}`)
        return
      case 'picture':
        if (pictures.size > 0) await (await call('picture', pick([...pictures.values()])))?.arrayBuffer()
        return
      case 'labels':
        await json('labels', '/api/labels')
        return
      case 'me':
        await json('me', '/api/users/')
        await json('me', '/api/users/stats')
        return
      case 'create': {
        const recipe = await json<{ id: string }>(
          'create',
          '/api/recipes',
          send('POST', recipeFields(created++)),
        )
        if (recipe) recipeIds.push(recipe.id)
        return
      }
      case 'edit':
        if (some)
          await json(
            'edit',
            `/api/recipes/${some}`,
            send('PUT', { notes: `Made on ${new Date().toISOString()}` }),
          )
        return
      case 'delete':
        // People delete now and then; they do not empty their book.
        if (some && recipeIds.length > 30) {
          await json('delete', `/api/recipes/${some}`, { method: 'DELETE' })
          recipeIds.splice(recipeIds.indexOf(some), 1)
          pictures.delete(some)
        }
        return
      case 'upload': {
        const imageId = await upload()
        if (!imageId || !some) return
        // The picture replaces the recipe's; the one it had is gone.
        const recipe = await json<{ images: { thumbnailUrl: string }[] }>(
          'upload',
          `/api/recipes/${some}`,
          send('PUT', { imageIds: [imageId] }),
        )
        const shown = recipe?.images[0]?.thumbnailUrl
        if (shown) pictures.set(some, shown)
        return
      }
      case 'sign-in':
        return signInAgain()
      case 'import':
        return importFile(3)
    }
  }

  return {
    async start() {
      openSocket()
      await importFile(25)
      await list()
    },
    async run(until, pauseMs) {
      while (performance.now() < until) {
        const action = pickAction()
        tally.actions[action] = (tally.actions[action] ?? 0) + 1
        await act(action)
        await sleep(Math.random() * 2 * pauseMs)
      }
    },
    stop() {
      socket?.close()
    },
  }
}
