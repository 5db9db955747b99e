import { afterEach, expect, test, vi } from 'vitest'
import { noteAnswer, serverReachableStore } from '../../api/connection.ts'
import { ownPictures } from './copy-pictures.ts'
import { pictureResponse } from '../../test/picture-response.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  noteAnswer()
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** Serves their picture files by id (unknown ids: 404) and takes uploads, answering with new ids. */
function playServer(files: Record<string, string>) {
  const uploads: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/images' && init?.method === 'POST') {
        const file = (init.body as FormData).get('image') as Blob
        uploads.push(await file.text())
        const id = `mine-${uploads.length}`
        return json(
          { id, url: `/api/images/${id}/full.webp`, thumbnailUrl: `/api/images/${id}/thumb.webp` },
          201,
        )
      }
      const id = /^\/api\/images\/([^/]+)\/full\.webp$/.exec(url)?.[1] ?? ''
      const content = files[id]
      if (content === undefined)
        return json({ error: { code: 'not_found', message: 'Image not found' } }, 404)
      return pictureResponse(content)
    }),
  )
  return uploads
}

const theirs = new Map([
  ['a', '/api/images/a/full.webp'],
  ['b', '/api/images/b/full.webp'],
])

test('their pictures are downloaded and uploaded again as the person’s own, in order; own ones stay as they are', async () => {
  const uploads = playServer({ a: 'picture A', b: 'picture B' })
  const result = await ownPictures(
    [
      { id: 'b', thumbnailUrl: '/api/images/b/thumb.webp' },
      { id: 'own', thumbnailUrl: '/api/images/own/thumb.webp' },
      { id: 'a', thumbnailUrl: '/api/images/a/thumb.webp' },
    ],
    theirs,
    {},
  )
  expect(uploads).toEqual(['picture B', 'picture A'])
  expect(result).toEqual({
    success: true,
    status: 201,
    data: [
      { id: 'mine-1', thumbnailUrl: '/api/images/mine-1/thumb.webp' },
      { id: 'own', thumbnailUrl: '/api/images/own/thumb.webp' },
      { id: 'mine-2', thumbnailUrl: '/api/images/mine-2/thumb.webp' },
    ],
  })
})

test('a picture that cannot be downloaded is a failure for the caller, and nothing after it is uploaded', async () => {
  const uploads = playServer({ a: 'picture A' })
  const onMissing = vi.fn()
  const result = await ownPictures(
    [
      { id: 'b', thumbnailUrl: '' },
      { id: 'a', thumbnailUrl: '' },
    ],
    theirs,
    { 404: onMissing },
  )
  expect(result).toMatchObject({ success: false, status: 404 })
  expect(onMissing).toHaveBeenCalledOnce()
  expect(uploads).toEqual([])
})

test('no answer while copying is status 0, and the server is marked unreachable', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  )
  const onNoAnswer = vi.fn()
  const result = await ownPictures([{ id: 'a', thumbnailUrl: '' }], theirs, { 0: onNoAnswer })
  expect(result).toEqual({ success: false, status: 0, data: null })
  expect(onNoAnswer).toHaveBeenCalledOnce()
  expect(serverReachableStore.get()).toBe(false)
})
