import helmet from 'helmet'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { apiMessages } from '#shared/messages.ts'
import type { Config } from '../config.ts'
import { Forbidden } from '../lib/errors.ts'
import { isApiRequest } from './api-route.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Webhooks and mail one-click links come from other origins; they prove themselves otherwise. */
    allowCrossOrigin?: boolean
    /** Content types a state-changing route accepts; JSON unless the route says otherwise. */
    contentTypes?: readonly string[]
  }
}

const MAP_ORIGIN = 'https://www.openstreetmap.org'
const MAP_TILES_ORIGIN = 'https://tile.openstreetmap.org'
// Announcement videos play in the services' own embedded players (no cookies for YouTube).
const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']

// Google Pay's script, payment sheet and button images, allowed only when a real gateway
// takes Google Pay tokens (D16); the button styles itself with an injected <style>.
const GOOGLE_PAY_ORIGIN = 'https://pay.google.com'
const GOOGLE_PAY_IMAGES_ORIGIN = 'https://www.gstatic.com'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

// Headers that govern a document (what it may load, frame, open or refer), which a script
// or stylesheet ignores: sent on each of a page's 10-30 files they cost a phone's first
// visit about 0.7 KB a file (issue 23). Kept on every file: nosniff, CORP, HSTS.
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]
const SCRIPT_OR_STYLE = /^(text|application)\/(javascript|css)\b/
// A JSON answer of the API is data, never a document a browser runs: what OWASP's REST
// cheat sheet asks of an API (no framing, nosniff, no-store, HSTS) and no more. The page's
// policy (~0.4 KB) and the other document headers rode on every API answer, a tenth of a
// signed-in read's time (issue 23) and of what a phone receives for a small answer.
const API_POLICY = "default-src 'none'; frame-ancestors 'none'"
const NOT_FOR_DATA_HEADERS = DOCUMENT_ONLY_HEADERS.filter(
  (name) => name !== 'content-security-policy' && name !== 'x-frame-options',
)
const JSON_TYPE = /^application\/json\b/

function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin
  if (origin && origin !== 'null') return origin
  const referer = request.headers.referer
  if (!referer) return undefined
  try {
    return new URL(referer).origin
  } catch {
    return undefined
  }
}

/**
 * For the few GETs that change something (the spec's `GET /api/logout`): a browser says
 * where a request came from in `Sec-Fetch-Site`, older ones in `Origin` or `Referer`.
 * Another site's request is refused; one that says nothing (a non-browser client, which
 * carries no victim's cookie) is let through.
 */
export async function requireSameOrigin(this: FastifyInstance, request: FastifyRequest) {
  const site = request.headers['sec-fetch-site']
  const origin = requestOrigin(request)
  const sameOrigin =
    site !== undefined
      ? site === 'same-origin' || site === 'none'
      : origin === undefined || this.config.allowedOrigins.includes(origin)
  if (!sameOrigin) throw new Forbidden(apiMessages.forbiddenOrigin)
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length']
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  )
}

/**
 * The baseline every route gets: security headers with a CSP the built client passes,
 * refusal of state-changing requests from other origins (CSRF), and JSON only.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts
  // HSTS and upgrades only where the site is really served over https: on a plain-http
  // address they would break every asset.
  const https = config.isProduction && config.publicUrl.startsWith('https:')
  // Google Pay's origins only where a real gateway takes its tokens (not the sandbox, not none).
  const googlePay = config.payments.gateway === 'peach'
  const withGooglePay = (sources: string[], ...extra: string[]) =>
    googlePay ? [...sources, ...extra] : sources
  // Helmet's own middleware, made once: @fastify/helmet made it anew for every request,
  // parsing the policy each time (issue 23: a tenth of a signed-in read's time).
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': withGooglePay(["'self'"], GOOGLE_PAY_ORIGIN),
        'style-src': withGooglePay(["'self'"], "'unsafe-inline'"),
        // The contact page's map (OpenStreetMap): the frame, and the one map tile that
        // tells whether the map service is reachable before embedding it.
        'img-src': withGooglePay(["'self'", 'data:', MAP_TILES_ORIGIN], GOOGLE_PAY_IMAGES_ORIGIN),
        'frame-src': withGooglePay([MAP_ORIGIN, ...VIDEO_PLAYER_ORIGINS], GOOGLE_PAY_ORIGIN),
        'font-src': ["'self'"],
        'connect-src': withGooglePay(["'self'"], GOOGLE_PAY_ORIGIN),
        'form-action': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Agrees with `frame-ancestors 'none'` for browsers that only know the older header.
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  })
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet throws what goes wrong rather than passing it on; it calls back with nothing.
    setSecurityHeaders(request.raw, reply.raw, () => done())
  })

  // An API answer is about someone or changes at any moment: no cache keeps it unless its
  // route says how long it may be kept (the catalogue's, the public configuration).
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control') && isApiRequest(request)) {
      reply.header('cache-control', 'no-store')
    }
    const type = String(reply.getHeader('content-type') ?? '')
    if (SCRIPT_OR_STYLE.test(type)) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name)
    } else if (JSON_TYPE.test(type) && isApiRequest(request)) {
      for (const name of NOT_FOR_DATA_HEADERS) reply.removeHeader(name)
      reply.header('content-security-policy', API_POLICY)
    }
  })

  app.addHook('onRequest', async (request, reply) => {
    // An address no route serves is answered 404 whatever was sent, by the not-found handler.
    if (SAFE_METHODS.has(request.method) || request.is404) return
    const routeConfig = request.routeOptions.config
    const origin = requestOrigin(request)
    if (!routeConfig.allowCrossOrigin && !(origin && config.allowedOrigins.includes(origin))) {
      return reply.status(403).send({ error: apiMessages.forbiddenOrigin })
    }
  })
  // What was sent is judged only after who may call: the routes' guards run at onRequest,
  // so a visitor hears 401 and a student 403 before any 415 or 400.
  app.addHook('preParsing', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || request.is404 || !hasBody(request)) return
    const accepted = request.routeOptions.config.contentTypes ?? ['application/json']
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    if (!accepted.includes(type)) {
      const message = accepted.includes('multipart/form-data')
        ? apiMessages.multipartExpected
        : apiMessages.unsupportedMediaType
      return reply.status(415).send({ error: message })
    }
  })
})
