/**
 * Run as a worker thread by the bulk-writes health test: fills lists of one account with the most items a
 * list holds, reading each back as the app does after its frame, then checks every item of one off, so
 * building and parsing megabytes of JSON never delays the test's own thread, which measures how fast the
 * server answers meanwhile. Posts back each answer's status and time.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { MAX_SHOPPING_LIST_ITEMS } from '@rosemary/shared/contract'

const { url, token, lists } = workerData as { url: string; token: string; lists: number }
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }

/** Words of three languages with amounts, so the shared rules read each item as they would a real one. */
const WORDS = [
  '2 cups flour',
  'milk',
  '6 eggs',
  'olive oil',
  '200 g parmigiano',
  'basilico',
  'Zwiebeln',
  'apples',
]

async function call(method: string, path: string, body?: unknown) {
  const started = performance.now()
  const response = await fetch(`${url}/api${path}`, {
    method,
    headers,
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  const answer: unknown = await response.json()
  return { status: response.status, ms: Math.round(performance.now() - started), answer }
}

const answers: { what: string; status: number; ms: number }[] = []
for (let list = 0; list < lists; list++) {
  const made = await call('POST', '/shopping-lists', { title: `Bulk ${list}` })
  const { id } = made.answer as { id: string }
  const items = Array.from({ length: MAX_SHOPPING_LIST_ITEMS }, (_, index) => ({
    title: `${WORDS[index % WORDS.length]} ${list}-${index}`,
  }))
  const added = await call('POST', `/shopping-lists/${id}/items`, items)
  answers.push({ what: 'add', status: added.status, ms: added.ms })
  const read = await call('GET', `/shopping-lists/${id}`)
  answers.push({ what: 'read', status: read.status, ms: read.ms })
  if (list === 0) {
    const itemIds = (read.answer as { items: { id: string }[] }).items.map((item) => item.id)
    const checked = await call('PUT', `/shopping-lists/${id}/items`, { itemIds, completed: true })
    answers.push({ what: 'check off', status: checked.status, ms: checked.ms })
  }
}
parentPort?.postMessage(answers)
