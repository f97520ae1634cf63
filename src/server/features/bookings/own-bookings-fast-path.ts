import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { SIGNED_IN_HINT_COOKIE } from '#shared/session-hint.ts'
import { clientAddressReader } from '../../lib/client-address.ts'
import { sharedHeadersOf } from '../../lib/fast-path-headers.ts'
import type { RequestHandler, Shortcut } from '../../lib/http-server.ts'
import { TEST_CLOCK_HEADER } from '../../plugins/test-clock.ts'
import { listOwnBookings } from './bookings.service.ts'

// Issue 23: a student's dashboard reads `GET /api/bookings` on every visit, and Fastify's
// routing, hooks and response validation cost more than the query itself. The server's
// node:http handler offers the request here first. What Fastify would decide the same way is
// decided here the same way — the session through the same cache (revocation as immediate),
// the same rate-limit counter per client, the same headers (captured from Fastify's own first
// answer), one query — and everything else goes on to Fastify untouched: no or a stale
// session (401, clearing cookies), a missing signed-in hint (Fastify sets it), a limit reached
// (429), a test clock, HEAD, a closing server, an error of the query (Fastify answers, logs).

export interface OwnBookingsFastPath {
  handle: Shortcut
  /** How many requests it has answered itself (tests, diagnostics). */
  readonly answered: number
}

declare module 'fastify' {
  interface FastifyInstance {
    ownBookingsFastPath: OwnBookingsFastPath
  }
}

const PATH = '/api/bookings'
/** As the compress plugin's threshold: smaller answers go as they are. */
const COMPRESS_FROM_BYTES = 1024
const MAX_TOKEN_LENGTH = 200
const INFO_OR_FINER = new Set(['info', 'debug', 'trace'])

export const ownBookingsFastPathPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app
  const checkRateLimit = app.createRateLimit()
  const clientAddress = clientAddressReader(config.trustProxy)
  const logsRequests = INFO_OR_FINER.has(app.log.level)
  let baseHeaders: string[] | undefined
  let stopped = false
  let answered = 0

  // The headers of Fastify's first answer here: the security headers and what else every
  // API answer carries. Until then, every request goes to Fastify.
  app.addHook('onSend', async (request, reply) => {
    if (
      baseHeaders === undefined &&
      request.method === 'GET' &&
      request.routeOptions.url === PATH &&
      reply.statusCode === 200
    ) {
      baseHeaders = [
        ...sharedHeadersOf(reply).flat(),
        'content-type',
        'application/json; charset=utf-8',
        'cache-control',
        'no-store',
      ]
    }
  })
  app.addHook('preClose', async () => {
    stopped = true
  })

  async function answer(
    request: IncomingMessage,
    response: ServerResponse,
    fastify: RequestHandler,
    token: string,
    base: string[],
  ) {
    const started = performance.now()
    // In Fastify's order: who calls (the route's guard), then the route's rate limit.
    const user = await app.sessionUser(token)
    if (!user || stopped) return fastify(request, response)
    // What the rate-limit plugin reads of a request for the API's default limit.
    const limited = await checkRateLimit({
      ip: clientAddress(request),
      url: PATH,
      is404: false,
      routeOptions: { url: PATH, config: {} },
    } as unknown as FastifyRequest)
    // Fastify counts it again and answers the 429 with its headers.
    if (!limited.isAllowed && limited.isExceeded) return fastify(request, response)
    const body = Buffer.from(JSON.stringify(await listOwnBookings(app.database.db, user.id)))
    const id = randomUUID()
    const headers = [...base, 'x-request-id', id]
    if (!limited.isAllowed) {
      headers.push(
        'x-ratelimit-limit',
        String(limited.max),
        'x-ratelimit-remaining',
        String(limited.remaining),
        'x-ratelimit-reset',
        String(limited.ttlInSeconds),
      )
    }
    const encoded = encode(body, request.headers['accept-encoding'])
    if (encoded.encoding)
      headers.push('content-encoding', encoded.encoding, 'vary', 'accept-encoding')
    headers.push('content-length', String(encoded.body.length))
    response.writeHead(200, headers).end(encoded.body)
    answered++
    if (logsRequests) {
      app.log.info(
        {
          reqId: id,
          res: { statusCode: 200 },
          responseTime: performance.now() - started,
          url: PATH,
          userId: user.id,
        },
        'request completed (fast path)',
      )
    }
  }

  const handle: Shortcut = (request, response, fastify) => {
    if (stopped || baseHeaders === undefined) return false
    if (request.method !== 'GET' || request.url !== PATH) return false
    if (request.headers[TEST_CLOCK_HEADER] !== undefined) return false
    const cookieHeader = request.headers.cookie
    if (!cookieHeader) return false
    const cookies = app.parseCookie(cookieHeader)
    const token = cookies[config.sessions.cookieName]
    // Without the hint, Fastify's answer sets it.
    if (!token || token.length > MAX_TOKEN_LENGTH || cookies[SIGNED_IN_HINT_COOKIE] === undefined) {
      return false
    }
    answer(request, response, fastify, token, baseHeaders).catch((error: unknown) => {
      // Nothing written yet (the answer is written at once): Fastify answers, and logs why.
      app.log.warn({ err: error }, 'the bookings fast path failed; Fastify answers instead')
      if (!response.headersSent) fastify(request, response)
    })
    return true
  }

  app.decorate('ownBookingsFastPath', {
    handle,
    get answered() {
      return answered
    },
  })
})

function encode(
  body: Buffer,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (body.length < COMPRESS_FROM_BYTES || !acceptEncoding) return { body }
  // Quality 4, as the compress plugin answers: most of brotli's gain at a small cost.
  if (/\bbr\b/.test(acceptEncoding)) {
    const params = { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length }
    return { body: brotliCompressSync(body, { params }), encoding: 'br' }
  }
  if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(body), encoding: 'gzip' }
  return { body }
}
