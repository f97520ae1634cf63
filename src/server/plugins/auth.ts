import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { accountMessages, apiMessages } from '#shared/messages.ts'
import type { Config } from '../config.ts'
import { Forbidden, Unauthorized } from '../lib/errors.ts'
import { findSessionUser, type CurrentUser } from '../features/accounts/sessions.service.ts'
import { isApiRequest } from './api-route.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; set for every request from the session cookie. */
    user: CurrentUser | null
    sessionToken: string | null
  }
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(config.sessions.cookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.sessions.secureCookie,
    path: '/',
    expires: expiresAt,
  })
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(config.sessions.cookieName, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.sessions.secureCookie,
    path: '/',
  })
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

export const authPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts
  app.decorateRequest('user', null)
  app.decorateRequest('sessionToken', null)
  app.addHook('onRequest', async (request) => {
    // Static files never need the session: skip the database for them (decided by the
    // route that answers, as the rate limits are).
    if (!isApiRequest(request)) return
    const token = request.cookies[config.sessions.cookieName]
    if (!token || token.length > 200) return
    request.sessionToken = token
    request.user = await findSessionUser(app.database.db, token, config.sessions)
  })
})
