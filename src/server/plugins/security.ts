import helmet from '@fastify/helmet'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { apiMessages } from '#shared/messages.ts'
import type { Config } from '../config.ts'

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
  const googlePay = config.payments.gateway !== 'sandbox'
  const withGooglePay = (sources: string[], ...extra: string[]) =>
    googlePay ? [...sources, ...extra] : sources
  await app.register(helmet, {
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
    crossOriginEmbedderPolicy: false,
  })

  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return
    const routeConfig = request.routeOptions.config
    const origin = requestOrigin(request)
    if (!routeConfig.allowCrossOrigin && !(origin && config.allowedOrigins.includes(origin))) {
      return reply.status(403).send({ error: apiMessages.forbiddenOrigin })
    }
    if (hasBody(request)) {
      const accepted = routeConfig.contentTypes ?? ['application/json']
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
      if (!accepted.includes(type)) {
        return reply.status(415).send({ error: apiMessages.unsupportedMediaType })
      }
    }
  })
})
