import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { setToken } from '../auth/session.ts'
import { type DefaultHandlers, setDefaultHandlers } from './client.ts'
import { noteAnswer, serverReachableStore } from './connection.ts'
import { uploadWithProgress } from './upload.ts'

/** A stand-in for XMLHttpRequest that records what was sent and answers as told. */
class FakeXhr {
  static last: FakeXhr | undefined
  static answer: { status: number; body: unknown } | 'network-error' = { status: 202, body: {} }
  method = ''
  url = ''
  timeout = 0
  headers: Record<string, string> = {}
  status = 0
  responseText = ''
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  getResponseHeader() {
    return 'application/json; charset=utf-8'
  }
  send() {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 })
    this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 })
    const answer = FakeXhr.answer
    if (answer === 'network-error') {
      this.onerror?.()
      return
    }
    this.status = answer.status
    this.responseText = JSON.stringify(answer.body)
    this.onload?.()
  }
}

const unexpected = vi.fn<DefaultHandlers['unexpected']>()

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  unexpected.mockReset()
  setDefaultHandlers({ unauthorized: vi.fn(), unexpected })
})

afterEach(() => {
  vi.unstubAllGlobals()
  setToken(null)
  noteAnswer()
})

test('posts the form with the token and the query, reporting progress, and resolves the answer', async () => {
  FakeXhr.answer = { status: 202, body: { jobId: 'job-1' } }
  setToken('my-token')
  const progress: number[] = []
  const result = await uploadWithProgress('POST /data/import/paprika', new FormData(), {
    query: { label: 'family' },
    onProgress: (sent) => progress.push(sent),
  })
  expect(result).toEqual({ success: true, status: 202, data: { jobId: 'job-1' } })
  expect(FakeXhr.last).toMatchObject({
    method: 'POST',
    url: '/api/data/import/paprika?label=family',
    headers: { authorization: 'Bearer my-token' },
  })
  expect(progress).toEqual([0.25, 1])
})

test('a refusal goes to the caller’s handler for its status, with the server’s message', async () => {
  FakeXhr.answer = { status: 400, body: { error: { code: 'invalid_input', message: 'Not a zip' } } }
  const onBadRequest = vi.fn()
  const result = await uploadWithProgress('POST /data/import/paprika', new FormData(), {
    handlers: { 400: onBadRequest },
  })
  expect(result).toMatchObject({ success: false, status: 400, data: { error: { message: 'Not a zip' } } })
  expect(onBadRequest).toHaveBeenCalledTimes(1)
  expect(unexpected).not.toHaveBeenCalled()
})

test('no answer at all is status 0: the server is marked unreachable, with no error toast', async () => {
  FakeXhr.answer = 'network-error'
  const result = await uploadWithProgress('POST /import/fdxz', new FormData())
  expect(result).toEqual({ success: false, status: 0, data: null })
  expect(serverReachableStore.get()).toBe(false)
  expect(unexpected).not.toHaveBeenCalled()
})
