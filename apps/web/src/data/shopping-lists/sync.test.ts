import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { noteAnswer } from '../../api/connection.ts'
import { setToken } from '../../auth/session.ts'
import { apiError, type FakeAnswer, fakeApi } from '../../test/fake-api.ts'
import { shoppingItem, shoppingList } from '../../test/shopping-fixtures.ts'
import { enqueueChange, readQueue } from './change-queue.ts'
import { ShoppingStore } from './offline-store.ts'
import { hasQueuedChanges } from './queued-mark.ts'
import { QueueSender } from './sync.ts'

let store: ShoppingStore
let name = 0
const milk = shoppingItem('Milk')
const eggs = shoppingItem('Eggs')

beforeEach(async () => {
  setToken('token')
  store = new ShoppingStore(`shopping-test-${++name}`)
  await store.lists.put({ id: 'list-1', list: shoppingList([milk, eggs]) })
})

afterEach(() => {
  store.close()
  setToken(null)
  noteAnswer()
  vi.unstubAllGlobals()
})

const change = (answer: unknown): FakeAnswer => ({ body: answer })
const lineOf = (call: { method: string; path: string }) => `${call.method} ${call.path}`

async function queueThree() {
  await enqueueChange(store, 'list-1', { kind: 'add', items: [{ id: 'new-1', title: 'Bread' }] }, { 'new-1': 'Bread' })
  await enqueueChange(store, 'list-1', { kind: 'update', itemIds: [milk.id], completed: true }, { [milk.id]: 'Milk' })
  await enqueueChange(store, 'list-1', { kind: 'delete', itemIds: [eggs.id] }, { [eggs.id]: 'Eggs' })
}

describe('the queue sender', () => {
  test('sends in order, one at a time; no answer stops it, and the retry sends each change once more', async () => {
    let putTries = 0
    const api = fakeApi({
      'POST /shopping-lists/:id/items': change({ items: [shoppingItem('Bread', { id: 'new-1' })], notApplied: [] }),
      'PUT /shopping-lists/:id/items': () =>
        ++putTries === 1 ? 'no-answer' : change({ items: [{ ...milk, completed: true }], notApplied: [] }),
      'POST /shopping-lists/:id/items/delete': change({ deletedIds: [eggs.id] }),
    })
    await queueThree()
    const sender = new QueueSender(store, { retryDelay: () => 60_000 })
    await sender.flush()
    expect(api.calls.map(lineOf)).toEqual(['POST /shopping-lists/list-1/items', 'PUT /shopping-lists/list-1/items'])
    expect((await readQueue(store)).map((queued) => queued.change.kind)).toEqual(['update', 'delete'])
    // The app's next start knows, without IndexedDB, that changes wait to be sent.
    expect(hasQueuedChanges()).toBe(true)
    // The addition's answer is in the stored copy already.
    expect((await store.lists.get('list-1'))!.list.items.map((item) => item.id)).toContain('new-1')

    await sender.flush()
    sender.stop()
    expect(api.calls.map(lineOf)).toEqual([
      'POST /shopping-lists/list-1/items',
      'PUT /shopping-lists/list-1/items',
      'PUT /shopping-lists/list-1/items',
      'POST /shopping-lists/list-1/items/delete',
    ])
    expect(api.calls[0]!.body).toEqual([{ id: 'new-1', title: 'Bread' }])
    expect(api.calls[2]!.body).toEqual({ itemIds: [milk.id], completed: true })
    expect(api.calls[3]!.body).toEqual({ itemIds: [eggs.id] })
    expect(await readQueue(store)).toEqual([])
    expect(hasQueuedChanges()).toBe(false)
    const items = (await store.lists.get('list-1'))!.list.items
    expect(items.map((item) => [item.title, item.completed])).toEqual([
      ['Milk', true],
      ['Bread', false],
    ])
  })

  test('after no answer it tries again by itself, after the pause', async () => {
    let tries = 0
    fakeApi({
      'POST /shopping-lists/:id/items': () =>
        ++tries < 3 ? 'no-answer' : change({ items: [shoppingItem('Bread', { id: 'new-1' })], notApplied: [] }),
    })
    await enqueueChange(store, 'list-1', { kind: 'add', items: [{ id: 'new-1', title: 'Bread' }] }, {})
    const delays: number[] = []
    const sender = new QueueSender(store, { retryDelay: (attempt) => (delays.push(attempt), 5) })
    const settled = vi.fn()
    sender.settled.on(settled)
    await sender.flush()
    await vi.waitFor(async () => expect(await readQueue(store)).toEqual([]))
    expect(tries).toBe(3)
    expect(delays).toEqual([0, 1])
    expect(settled).toHaveBeenCalledWith('list-1')
  })

  test('what the server could not apply becomes one notice naming the items and why', async () => {
    fakeApi({
      'PUT /shopping-lists/:id/items': change({ items: [], notApplied: [{ id: milk.id, reason: 'deleted' }] }),
    })
    await enqueueChange(store, 'list-1', { kind: 'update', itemIds: [milk.id], completed: true }, { [milk.id]: 'Milk' })
    await new QueueSender(store).flush()
    expect(await store.notices.toArray()).toEqual([
      { id: 1, listId: 'list-1', entries: [{ title: 'Milk', reason: 'deleted' }] },
    ])
    // Someone deleted it: it stays deleted here too.
    expect((await store.lists.get('list-1'))!.list.items.map((item) => item.title)).toEqual(['Eggs'])
  })

  test('a refusal (4xx) drops that change with its reason, and the next one goes on', async () => {
    const api = fakeApi({
      'PUT /shopping-lists/:id/items': apiError(400, 'A title has at most 500 characters'),
      'POST /shopping-lists/:id/items/delete': change({ deletedIds: [eggs.id] }),
    })
    await enqueueChange(store, 'list-1', { kind: 'update', itemIds: [milk.id], title: 'x' }, { [milk.id]: 'Milk' })
    await enqueueChange(store, 'list-1', { kind: 'delete', itemIds: [eggs.id] }, { [eggs.id]: 'Eggs' })
    await new QueueSender(store).flush()
    expect(api.calls).toHaveLength(2)
    expect(await readQueue(store)).toEqual([])
    const [notice] = await store.notices.toArray()
    expect(notice!.entries).toEqual([
      { title: 'Milk', reason: 'refused', message: 'A title has at most 500 characters' },
    ])
  })

  test('a list gone for me (404) takes its copy and queue with it, and names what was lost', async () => {
    fakeApi({ 'POST /shopping-lists/:id/items': apiError(404, 'not_found') })
    await queueThree()
    await new QueueSender(store).flush()
    expect(await readQueue(store)).toEqual([])
    expect(await store.lists.get('list-1')).toBeUndefined()
    const [notice] = await store.notices.toArray()
    expect(notice!.entries.map((entry) => [entry.title, entry.reason])).toEqual([
      ['Bread', 'list_gone'],
      ['Milk', 'list_gone'],
      ['Eggs', 'list_gone'],
    ])
  })

  test('nothing is sent while signed out', async () => {
    const api = fakeApi({})
    await queueThree()
    setToken(null)
    await new QueueSender(store).flush()
    expect(api.calls).toEqual([])
    expect(await readQueue(store)).toHaveLength(3)
  })

  test('a reload keeps the copy and the queue: a new database handle on the same IndexedDB sends them', async () => {
    await queueThree()
    const storeName = store.name
    store.close()
    store = new ShoppingStore(storeName)
    expect((await readQueue(store)).map((queued) => queued.change.kind)).toEqual(['add', 'update', 'delete'])
    expect((await store.lists.get('list-1'))!.list.title).toBe('Weekly shop')
    const api = fakeApi({
      'POST /shopping-lists/:id/items': change({ items: [], notApplied: [] }),
      'PUT /shopping-lists/:id/items': change({ items: [], notApplied: [] }),
      'POST /shopping-lists/:id/items/delete': change({ deletedIds: [] }),
    })
    await new QueueSender(store).flush()
    expect(api.calls.map((call) => call.method)).toEqual(['POST', 'PUT', 'POST'])
    expect(await readQueue(store)).toEqual([])
  })
})
