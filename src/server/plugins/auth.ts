import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { accountMessages, apiMessages } from '#shared/messages.ts'
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '#shared/session-hint.ts'
import type { Config } from '../config.ts'
import { Forbidden, Unauthorized } from '../lib/errors.ts'
import { findSessionUser, type CurrentUser } from '../features/accounts/sessions.service.ts'
import { SessionCache } from '../features/accounts/session-cache.ts'
import { isApiRequest } from './api-route.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The user a session token signs in, or null (ended, idle, unknown): what every request's
     * `request.user` comes from, kept in memory between requests (decision 019).
     */
    sessionUser(token: string): Promise<CurrentUser | null>
  }
  interface FastifyRequest {
    /** The signed-in user, or null; set for every request from the session cookie. */
    user: CurrentUser | null
    sessionToken: string | null
  }
}

const cookieRules = (config: Config) =>
  ({ sameSite: 'lax', secure: config.sessions.secureCookie, path: '/' }) as const

export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(config.sessions.cookieName, token, {
    ...cookieRules(config),
    httpOnly: true,
    expires: expiresAt,
  })
  setSignedInHint(reply, config, { expires: expiresAt })
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(config.sessions.cookieName, { ...cookieRules(config), httpOnly: true })
  clearSignedInHint(reply, config)
}

/** The readable hint beside the session cookie (#shared/session-hint.ts says why). */
function setSignedInHint(
  reply: FastifyReply,
  config: Config,
  lifetime: { expires: Date } | { maxAge: number },
) {
  reply.setCookie(SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE, {
    ...cookieRules(config),
    httpOnly: false,
    ...lifetime,
  })
}

function clearSignedInHint(reply: FastifyReply, config: Config) {
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { ...cookieRules(config), httpOnly: false })
}

/** Route guards for every later feature: `{ onRequest: requireUser }`. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw new Unauthorized(apiMessages.notSignedIn)
}
export async function requireVerified(request: FastifyRequest) {
  await requireUser(request)
  if (!request.user!.emailVerified) throw new Forbidden(accountMessages.verifyFirst)
}
export async function requireAdmin(request: FastifyRequest) {
  await requireUser(request)
  if (request.user!.role !== 'admin') throw new Forbidden(accountMessages.adminOnly)
}

/** D25: the signed-in account is linked to a tutor record (`request.user.tutorId`). */
export async function requireTutor(request: FastifyRequest) {
  await requireUser(request)
  if (request.user!.tutorId === null) throw new Forbidden(accountMessages.tutorOnly)
}

const isSessionCheck = (request: FastifyRequest) =>
  request.method === 'GET' && request.routeOptions.url === '/api/users/me'

export const authPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts
  app.decorateRequest('user', null)
  app.decorateRequest('sessionToken', null)
  // A session cookie's lifetime is at most this; an earlier end is found by the next
  // session check, whose 401 clears the hint.
  const hintMaxAge = Math.floor(config.sessions.maxMs / 1000)
  const sessionCache = new SessionCache(app.tableChanges)
  app.addHook('onClose', async () => sessionCache.stop())
  const sessionUser = (token: string) =>
    findSessionUser(app.database.db, token, config.sessions, sessionCache)
  app.decorate('sessionUser', sessionUser)
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[config.sessions.cookieName]
    const token = cookie && cookie.length <= 200 ? cookie : undefined
    const hinted = request.cookies[SIGNED_IN_HINT_COOKIE] !== undefined
    // Static files never need the session: skip the database for them (decided by the
    // route that answers, as the rate limits are). The hint follows the session cookie
    // unchecked: a page of a browser whose session began before the hint existed gets
    // it, so its client asks who is signed in (a stale session costs that one 401), and
    // a hint that outlived its session cookie goes before the client reads it.
    if (!isApiRequest(request)) {
      if (token && !hinted) setSignedInHint(reply, config, { maxAge: hintMaxAge })
      else if (!token && hinted) clearSignedInHint(reply, config)
      return
    }
    if (token) {
      request.sessionToken = token
      request.user = await sessionUser(token)
    }
    if (request.user) {
      if (!hinted) setSignedInHint(reply, config, { maxAge: hintMaxAge })
    } else if (token && isSessionCheck(request)) {
      // A cookie whose session has ended (idle, revoked) goes with its hint, or every
      // page would set the hint again and ask again. Only at the session check: a late
      // answer elsewhere could otherwise clear a cookie a sign-in has just replaced.
      clearSessionCookie(reply, config)
    } else if (hinted) {
      clearSignedInHint(reply, config)
    }
  })
})
