import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { apiMessages } from '#shared/messages.ts'
import type { Config } from '../config.ts'
import { DomainError } from '../lib/errors.ts'
import { isApiRequest } from './api-route.ts'

/** ioredis loads only when Redis is configured, not with every start. */
async function connectRedis(url: string) {
  const { Redis } = await import('ioredis')
  return new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
}

/**
 * A default limit on every API route, counted per client address (which `TRUST_PROXY`
 * decides how to read). Counters live in Redis when configured, so instances share them.
 * Routes that need stricter limits set `config.rateLimit` themselves.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { max, windowMs, redisUrl } = opts.config.rateLimit
  const redis = redisUrl ? await connectRedis(redisUrl) : undefined
  if (redis) app.addHook('onClose', async () => void (await redis.quit()))

  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: windowMs,
    ...(redis ? { redis, nameSpace: 'rate-limit:' } : {}),
    // Static files are cheap and cached; only the API is limited. Decided by the route
    // that will answer, never by the raw URL: `/%61pi/auth/login` reaches the login route
    // and must be counted as it.
    allowList: (request) => !isApiRequest(request),
    // The plugin throws what this returns; a DomainError reaches the client as `{ error }`.
    errorResponseBuilder: (_request, context) =>
      new DomainError(context.statusCode, apiMessages.rateLimited),
  })
})
