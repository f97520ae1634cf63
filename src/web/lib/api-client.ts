// One way to call the API: JSON in, JSON out, same-origin cookies, typed errors.

/** The server answered with a non-OK status. `serverMessage` is its `{ error }` text, if any. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: number
  readonly serverMessage: string | undefined
  readonly fields: Record<string, string> | undefined

  constructor(
    status: number,
    serverMessage: string | undefined,
    fields: Record<string, string> | undefined,
  ) {
    super(serverMessage ?? `The request failed with status ${status}.`)
    this.status = status
    this.serverMessage = serverMessage
    this.fields = fields
  }
}

/** The request never got an answer (offline, DNS, connection refused, CORS...). */
export class NetworkError extends Error {
  override name = 'NetworkError'
  constructor(cause: unknown) {
    super('The server could not be reached.', { cause })
  }
}

export type ApiFetchOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as the JSON body with `Content-Type: application/json`. */
  json?: unknown
  /** Sent as a multipart body (file uploads); the browser sets its Content-Type. */
  form?: FormData
  signal?: AbortSignal
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function readFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined
  const fields: Record<string, string> = {}
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[key] = message
  }
  return fields
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/**
 * Calls the API and resolves with the parsed JSON body (undefined for an empty body).
 * Throws `ApiError` for a non-OK status and `NetworkError` when no answer came; an
 * aborted request rethrows the abort error unchanged so React Query can ignore it.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = 'GET', json, form, signal } = options
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  if (json !== undefined) headers['Content-Type'] = 'application/json'

  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
      credentials: 'same-origin',
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new NetworkError(error)
  }

  const body = await readJson(response)
  if (!response.ok) throw errorFromBody(response.status, body)
  return body as T
}

function errorFromBody(status: number, body: unknown): ApiError {
  const serverMessage =
    isRecord(body) && typeof body.error === 'string' && body.error ? body.error : undefined
  return new ApiError(status, serverMessage, isRecord(body) ? readFields(body.fields) : undefined)
}

/** The `ApiError` for a non-OK answer that was not read yet (a download, say). */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  return errorFromBody(response.status, await readJson(response))
}
