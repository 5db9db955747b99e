/** Helpers for tests of imports: sending a file to an import endpoint, and waiting for its job to end. */
import type { TJob } from '@rosemary/shared/contract'
import type { ApiClient, ApiResponse } from './api-client.ts'

export function sendImport(
  api: ApiClient,
  token: string | undefined,
  path: string,
  field: string,
  data: Uint8Array,
  fileName = 'export.bin',
): Promise<ApiResponse> {
  const form = new FormData()
  form.append(field, new Blob([new Uint8Array(data)]), fileName)
  return api.raw({
    method: 'POST',
    url: `/api${path}`,
    payload: form,
    ...(token && { headers: { authorization: `Bearer ${token}` } }),
  })
}

/** Several files in the multipart field `files`, as the import files drop zone sends them. */
export function sendFiles(
  api: ApiClient,
  token: string | undefined,
  path: '/data/import/files' | '/data/import/files/recognize',
  files: { name: string; data: Uint8Array }[],
  /** Text fields sent after the files (the columns chosen for CSV files). */
  texts: Record<string, string> = {},
): Promise<ApiResponse> {
  const form = new FormData()
  for (const { name, data } of files) form.append('files', new Blob([new Uint8Array(data)]), name)
  for (const [name, value] of Object.entries(texts)) form.append(name, value)
  return api.raw({
    method: 'POST',
    url: `/api${path}`,
    payload: form,
    ...(token && { headers: { authorization: `Bearer ${token}` } }),
  })
}

/** Polls the job until it is done or failed (imports run in the background). */
export async function finishedJob(
  api: ApiClient,
  token: string,
  jobId: string,
  timeoutMs = 20_000,
): Promise<TJob> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const response = await api.call('GET /jobs/:id', { token, params: { id: jobId } })
    const job = response.body as TJob
    if (job.status === 'done' || job.status === 'failed') return job
    if (Date.now() > until) throw new Error(`job still ${job.status} after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
