import { timingSafeEqual } from 'node:crypto'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SessionUserSchema } from '#shared/schemas/auth.ts'
import { createGoogleSignIn, GoogleSignInError } from '../../adapters/oauth/google.ts'
import { DomainError, Invalid } from '../../lib/errors.ts'
import { setSessionCookie } from '../../plugins/auth.ts'
import { toSessionUser, tutorIdOf } from './accounts.service.ts'
import { googleMessages, signInWithGoogle } from './google.service.ts'

const FLOW_COOKIE = 'google_oauth'
const FLOW_MAX_AGE_SECONDS = 10 * 60

const FlowSchema = z.object({ state: z.string(), codeVerifier: z.string(), nonce: z.string() })

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app
  const google =
    config.google.signInEnabled && config.google.clientId && config.google.clientSecret
      ? createGoogleSignIn({
          ...config.google,
          clientId: config.google.clientId,
          clientSecret: config.google.clientSecret,
        })
      : undefined
  // 503 while Google sign-in is not configured.
  const unavailable = { 503: ErrorResponseSchema }
  const flowCookie = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.sessions.secureCookie,
    path: '/api/',
  }

  app.get(
    '/api/oauth/google/redirect_url',
    {
      schema: {
        summary: 'Start signing in with Google',
        description:
          'Answers the address of Google’s sign-in page and sets a short-lived cookie for the callback.',
        response: { 200: z.object({ redirectUrl: z.string() }), ...unavailable },
      },
    },
    async (_request, reply) => {
      if (!google) throw new DomainError(503, googleMessages.notConfigured)
      const flow = await google.start()
      // The verifier, state and nonce wait in a short-lived HttpOnly cookie for the callback.
      reply.setCookie(
        FLOW_COOKIE,
        Buffer.from(
          JSON.stringify({ state: flow.state, codeVerifier: flow.codeVerifier, nonce: flow.nonce }),
        ).toString('base64url'),
        { ...flowCookie, maxAge: FLOW_MAX_AGE_SECONDS },
      )
      return { redirectUrl: flow.url }
    },
  )

  app.post(
    '/api/sessions',
    {
      schema: {
        summary: 'Finish signing in with Google',
        description:
          'Takes the code and state Google sent back; sets the session cookie (a session this browser already had is ended).',
        body: z.object({ code: z.string().min(1).max(2000), state: z.string().min(1).max(200) }),
        // 403: Google has not verified the account's email address.
        response: {
          200: z.object({ user: SessionUserSchema }),
          403: ErrorResponseSchema,
          ...unavailable,
        },
      },
      config: {
        rateLimit: { max: config.rateLimit.loginMax, timeWindow: config.rateLimit.loginWindowMs },
        session: 'optional',
      },
    },
    async (request, reply) => {
      if (!google) throw new DomainError(503, googleMessages.notConfigured)
      const raw = request.cookies[FLOW_COOKIE]
      // One use only: the flow cookie goes whatever happens next.
      reply.clearCookie(FLOW_COOKIE, flowCookie)
      let flow: z.infer<typeof FlowSchema>
      try {
        flow = FlowSchema.parse(JSON.parse(Buffer.from(raw ?? '', 'base64url').toString('utf8')))
      } catch {
        throw new Invalid(googleMessages.failed)
      }
      if (!sameText(flow.state, request.body.state)) throw new Invalid(googleMessages.failed)

      let identity
      try {
        identity = await google.finish(request.body.code, flow.codeVerifier, flow.nonce)
      } catch (error) {
        if (!(error instanceof GoogleSignInError)) throw error
        request.log.warn({ reason: error.message }, 'Google sign-in refused')
        throw new Invalid(googleMessages.failed)
      }
      const { user, session, replacedUnverifiedAccount } = await signInWithGoogle(
        app.database.db,
        identity,
        {
          adminEmails: config.adminEmails,
          sessions: config.sessions,
          previousSessionToken: request.sessionToken,
        },
      )
      if (replacedUnverifiedAccount) {
        request.log.warn(
          { userId: user.id },
          'Google sign-in replaced an account whose email was never verified',
        )
      }
      setSessionCookie(reply, config, session.token, session.expiresAt)
      const tutorId = await tutorIdOf(app.database.db, user.id)
      return { user: toSessionUser({ ...user, tutorId }) }
    },
  )
}
