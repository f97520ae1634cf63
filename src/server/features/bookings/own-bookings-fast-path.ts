import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { SIGNED_IN_HINT_COOKIE } from '#shared/session-hint.ts'
import { clientAddressReader } from '../../lib/client-address.ts'
import { acceptedEncoding, compressBody } from '../../lib/response-encoding.ts'
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
    const ip = clientAddress(request)
    // What the rate-limit plugin reads of a request for the API's default limit.
    const limited = await checkRateLimit({
      ip,
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
    const encoding = acceptedEncoding(request.headers['accept-encoding'], body.length)
    if (encoding) headers.push('content-encoding', encoding, 'vary', 'accept-encoding')
    const sent = encoding ? compressBody(body, encoding, false) : body
    headers.push('content-length', String(sent.length))
    response.writeHead(200, headers).end(sent)
    answered++
    if (logsRequests) {
      // The line Fastify logs for a request (its `req` serializer's fields), marked as ours.
      app.log.info(
        {
          reqId: id,
          req: { id, method: 'GET', url: PATH, ip },
          res: { statusCode: 200 },
          responseTime: performance.now() - started,
          fastPath: true,
        },
        'request completed',
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
