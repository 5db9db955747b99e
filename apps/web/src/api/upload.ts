/**
 * Uploads that report how far they got. `fetch` cannot tell upload progress, so large files (imports) go
 * through XMLHttpRequest here, with the same answers and failure handling as `requestMultipart`.
 */
import type { Endpoints, ResponseOf, TApiError } from '@rosemary/shared/contract'
import { getToken } from '../auth/session.ts'
import { apiUrl, type UrlQuery } from './browser-url.ts'
import {
  type ApiResult,
  type MultipartEndpoint,
  REQUEST_TIMEOUT_MS,
  settleResult,
  type StatusHandlers,
} from './client.ts'
import { isGatewayFailure } from './connection.ts'
import { requestEnded, requestStarted } from './loading.ts'

export interface UploadOptions {
  query?: UrlQuery
  handlers?: StatusHandlers
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?: (sent: number) => void
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const NO_ANSWER: ApiResult<unknown> = { success: false, status: 0, data: null }

function send(method: string, url: string, form: FormData, onProgress?: (sent: number) => void) {
  return new Promise<ApiResult<unknown>>((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, url)
    xhr.timeout = REQUEST_TIMEOUT_MS
    xhr.setRequestHeader('accept', 'application/json')
    const token = getToken()
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      const isJson = xhr.getResponseHeader('content-type')?.includes('application/json') ?? false
      const data = isJson ? parseJson(xhr.responseText) : null
      if (isGatewayFailure(xhr.status, isJson)) resolve(NO_ANSWER)
      else if (xhr.status >= 200 && xhr.status < 300) resolve({ success: true, status: xhr.status, data })
      else resolve({ success: false, status: xhr.status, data: data as TApiError | null })
    }
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => resolve(NO_ANSWER)
    xhr.send(form)
  })
}

export async function uploadWithProgress<K extends MultipartEndpoint>(
  key: K,
  form: FormData,
  { query, handlers = {}, onProgress }: UploadOptions = {},
): Promise<ApiResult<ResponseOf<Endpoints[K]>>> {
  const space = key.indexOf(' ')
  requestStarted()
  try {
    const result = await send(key.slice(0, space), apiUrl(key.slice(space + 1), query), form, onProgress)
    settleResult(result, handlers)
    return result as ApiResult<ResponseOf<Endpoints[K]>>
  } finally {
    requestEnded()
  }
}
