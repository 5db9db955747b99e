import type { TJob } from '@rosemary/shared/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { setDefaultHandlers } from '../api/client.ts'
import { JOB_POLL_MS, useJob } from './jobs.ts'

const listeners = new Map<string, (data: unknown) => void>()
vi.mock('../realtime/socket.ts', () => ({
  onSocketMessage: (type: string, listener: (data: unknown) => void) => {
    listeners.set(type, listener)
    return () => listeners.delete(type)
  },
}))

function job(changes: Partial<TJob>): TJob {
  return {
    id: 'job-1',
    type: 'import:paprika',
    status: 'running',
    progress: 0,
    total: 10,
    imported: 0,
    failed: 0,
    failures: [],
    duplicatesSkipped: 0,
    picturesSkipped: 0,
    skippedPictures: [],
    files: null,
    reason: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    finishedAt: null,
    ...changes,
  }
}

/** Answers GET /jobs/:id with each record in turn, the last one from then on. */
function answerJobs(...records: TJob[]) {
  const fetch = vi.fn(async () => {
    const record = records.length > 1 ? records.shift() : records[0]
    return new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function watch(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return renderHook(() => useJob('job-1'), { wrapper })
}

let queryClient: QueryClient

beforeEach(() => {
  listeners.clear()
  setDefaultHandlers({ unauthorized: vi.fn(), unexpected: vi.fn() })
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  queryClient.clear()
})

test('follows job:updated frames of its job only, and refreshes the recipes when it is finished', async () => {
  answerJobs(job({}))
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  const { result } = watch(queryClient)
  await waitFor(() => expect(result.current.data?.status).toBe('running'))

  act(() => listeners.get('job:updated')?.({ job: job({ id: 'job-2', status: 'done' }) }))
  act(() => listeners.get('job:updated')?.({ job: job({ progress: 50, imported: 5, updatedAt: '2026-01-01T10:00:01.000Z' }) }))
  await waitFor(() => expect(result.current.data).toMatchObject({ status: 'running', progress: 50 }))
  expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ['recipes'] })

  act(() =>
    listeners.get('job:updated')?.({
      job: job({ status: 'done', progress: 100, imported: 10, updatedAt: '2026-01-01T10:00:02.000Z' }),
    }),
  )
  await waitFor(() => expect(result.current.data).toMatchObject({ status: 'done', imported: 10 }))
  await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['recipes'] }))
})

test(
  'without a socket, polls until the job is finished, then stops',
  async () => {
    const fetch = answerJobs(job({}), job({ status: 'done', progress: 100, imported: 10, updatedAt: '2026-01-01T10:00:05.000Z' }))
    const { result } = watch(queryClient)
    await waitFor(() => expect(result.current.data?.status).toBe('done'), { timeout: JOB_POLL_MS * 2 })
    expect(fetch).toHaveBeenCalledTimes(2)
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS + 200))
    expect(fetch).toHaveBeenCalledTimes(2)
  },
  JOB_POLL_MS * 4,
)
