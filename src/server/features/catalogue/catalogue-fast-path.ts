import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { LibraryListQuerySchema } from '#shared/schemas/library.ts'
import { TEST_CLOCK_HEADER } from '../../plugins/test-clock.ts'
import type { CatalogueCache, CatalogueEntry } from './catalogue-cache.ts'
import { libraryPageKey, VISITOR_CACHE_CONTROL } from './catalogue-keys.ts'

// Issue 23: a catalogue read costs about what sending its bytes costs. The server's
// node:http handler asks here first; an address whose answer is stored is answered at once,
// past Fastify's routing, hooks and serialisation — with the headers the route itself sent
// (security headers captured from its first answer), an ETag and a 304. Anything else
// (a miss, an odd spelling of the address, a query to validate, a signed-in member's
// announcements, a closing server) goes on to Fastify, which answers and fills the cache.
// Like static files, these reads from memory are not counted by the per-client rate limit.

export interface FastPath {
  /** True when the request was answered here. */
  handle(request: IncomingMessage, response: ServerResponse): boolean
  hasHeaders(): boolean
  useHeaders(headers: [string, string][]): void
  /** From now on everything goes to Fastify (the server is closing). */
  stop(): void
}

const TUTOR_PATH = /^\/api\/tutors\/([1-9][0-9]{0,8})$/
const LIBRARY_KEYS = new Set(['q', 'category', 'page'])
const MAX_LIBRARY_ADDRESSES = 1000

export function createCatalogueFastPath(options: {
  cache: CatalogueCache
  sessionCookieName: string
}): FastPath {
  const { cache } = options
  const sessionCookie = `${options.sessionCookieName}=`
  let baseHeaders: string[] | undefined
  let stopped = false
  // Built once per entry: everything but the request id and the length.
  const entryHeaders = new WeakMap<CatalogueEntry, string[]>()
  const headersOf = (entry: CatalogueEntry, base: string[]) => {
    let headers = entryHeaders.get(entry)
    if (!headers) {
      headers = [
        ...base,
        'content-type',
        'application/json; charset=utf-8',
        'etag',
        entry.etag,
        'cache-control',
        VISITOR_CACHE_CONTROL,
        'vary',
        'accept-encoding',
      ]
      entryHeaders.set(entry, headers)
    }
    return headers
  }
  // Visitors ask for the same few library addresses: each is read once.
  const libraryKeys = new Map<string, string | undefined>()
  const libraryKeyOf = (search: string) => {
    if (libraryKeys.has(search)) return libraryKeys.get(search)
    const key = libraryKey(search)
    if (libraryKeys.size >= MAX_LIBRARY_ADDRESSES) libraryKeys.clear()
    libraryKeys.set(search, key)
    return key
  }

  /** The stored entry this address answers, if any; only what a visitor would be sent. */
  function entryFor(request: IncomingMessage): CatalogueEntry | undefined {
    const url = request.url ?? ''
    if (url === '/api/tutors') return cache.peek('tutors', 'list')
    if (url === '/api/mathematics-modules') return cache.peek('modules', 'list')
    const tutor = TUTOR_PATH.exec(url)
    if (tutor) return cache.peek('tutors', `tutor:${tutor[1]}`)
    // The rest differ for a signed-in member.
    if (request.headers.cookie?.includes(sessionCookie)) return undefined
    if (url === '/api/announcements') return cache.peek('announcements', 'visitor')
    if (url === '/api/library/files' || url.startsWith('/api/library/files?')) {
      const key = libraryKeyOf(url.slice('/api/library/files?'.length))
      return key === undefined ? undefined : cache.peek('library', key)
    }
    return undefined
  }

  return {
    handle(request, response) {
      if (stopped || !baseHeaders) return false
      if (request.method !== 'GET' && request.method !== 'HEAD') return false
      if (request.headers[TEST_CLOCK_HEADER] !== undefined) return false
      const entry = entryFor(request)
      if (!entry) return false
      const headers = [...headersOf(entry, baseHeaders), 'x-request-id', randomUUID()]
      if (request.headers['if-none-match'] === entry.etag) {
        response.writeHead(304, headers).end()
        return true
      }
      const { body, encoding } = entry.encoded(request.headers['accept-encoding'])
      if (encoding) headers.push('content-encoding', encoding)
      headers.push('content-length', String(body.length))
      response.writeHead(200, headers)
      response.end(request.method === 'HEAD' ? undefined : body)
      return true
    },
    hasHeaders: () => baseHeaders !== undefined,
    useHeaders(headers) {
      baseHeaders = headers.flat()
    },
    stop() {
      stopped = true
    },
  }
}

/**
 * The cache key of a library page for a plain query (each of q, category and page at most
 * once, valid); anything else is left to the route, which validates and answers it.
 */
function libraryKey(search: string): string | undefined {
  const params = new URLSearchParams(search)
  const query: Record<string, string> = {}
  for (const [name, value] of params) {
    if (!LIBRARY_KEYS.has(name) || name in query) return undefined
    query[name] = value
  }
  const parsed = LibraryListQuerySchema.safeParse(query)
  if (!parsed.success) return undefined
  return libraryPageKey(parsed.data)
}
