import type { FastifyReply } from 'fastify'

/** Headers of one response only, never copied into a fast path's answers. */
const PER_RESPONSE_HEADERS =
  /^(x-ratelimit-|retry-after$|set-cookie$|content-(type|length|encoding)$|etag$|vary$|cache-control$|x-request-id$|connection$|date$)/

/**
 * The headers every answer of this server carries (the security headers, chiefly), as
 * Fastify sent them on `reply`: a fast path past Fastify sends the same (issue 23).
 */
export function sharedHeadersOf(reply: FastifyReply): [string, string][] {
  // Helmet writes on the raw response; Fastify's own headers wait on the reply.
  return Object.entries({ ...reply.raw.getHeaders(), ...reply.getHeaders() })
    .filter(([name, value]) => value !== undefined && !PER_RESPONSE_HEADERS.test(name))
    .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)])
}
