/**
 * A file the server serves (a picture) fetched as a Blob, with the request layer's answers: status 0 when
 * nothing answered, failures to the caller's handlers or the app's defaults, the loading bar meanwhile.
 */
import type { TApiError } from '@rosemary/shared/contract'
import { type ApiResult, REQUEST_TIMEOUT_MS, settleResult, type StatusHandlers } from './client.ts'
import { isGatewayFailure } from './connection.ts'
import { requestEnded, requestStarted } from './loading.ts'

async function fetchBlob(url: string): Promise<ApiResult<Blob>> {
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  } catch {
    return { success: false, status: 0, data: null }
  }
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false
  if (isGatewayFailure(response.status, isJson)) return { success: false, status: 0, data: null }
  if (!response.ok) {
    const data = isJson ? ((await response.json()) as TApiError) : null
    return { success: false, status: response.status, data }
  }
  return { success: true, status: response.status, data: await response.blob() }
}

export async function downloadFile(url: string, handlers: StatusHandlers = {}): Promise<ApiResult<Blob>> {
  requestStarted()
  try {
    const result = await fetchBlob(url)
    settleResult(result, handlers)
    return result
  } finally {
    requestEnded()
  }
}
