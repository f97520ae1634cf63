import type { FastifyReply, FastifyRequest } from 'fastify'
import { ErrorResponseSchema, MessageResponseSchema, tokenInput } from '#shared/schemas/common.ts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { accountMessages, apiMessages } from '#shared/messages.ts'
import {
  ForgotPasswordInputSchema,
  LoginInputSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  SessionUserSchema,
} from '#shared/schemas/auth.ts'
import { Unauthorized } from '../../lib/errors.ts'
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/auth.ts'
import { requireSameOrigin } from '../../plugins/security.ts'
import * as accounts from './accounts.service.ts'
import { createSession, endSession } from './sessions.service.ts'

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  410: ErrorResponseSchema,
  429: ErrorResponseSchema,
}

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app
  const ctx = (): accounts.AccountsContext => ({
    db: app.database.db,
    adminEmails: config.adminEmails,
    publicUrl: config.publicUrl,
    businessName: config.business.name,
    businessInbox: config.mail.businessInbox,
  })
  const window = config.rateLimit.loginWindowMs
  // D12: sign-in style endpoints are limited per client address...
  const perAddress = { rateLimit: { max: config.rateLimit.loginMax, timeWindow: window } }
  // ...and per account, so spreading guesses over many addresses does not help.
  const accountLimiter = app.createRateLimit({
    max: config.rateLimit.loginAccountMax,
    timeWindow: window,
    keyGenerator: (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email
      return `account:${typeof email === 'string' ? email : request.ip}`
    },
  })
  const perAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await accountLimiter(request)
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', String(limit.ttlInSeconds))
      throw new accounts.TooManyAttempts()
    }
  }
  // Sign-in counts only wrong passwords against the account: a person who signs in on a
  // phone, a laptop and a school computer is never locked out by succeeding.
  const perAccountFailures = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await accountLimiter(request, { increment: false })
    if (!limit.isAllowed && limit.remaining <= 0) {
      reply.header('retry-after', String(Math.max(1, limit.ttlInSeconds)))
      throw new accounts.TooManyAttempts()
    }
  }

  app.post(
    '/api/auth/register',
    {
      schema: {
        body: RegisterInputSchema,
        response: { 201: z.object({ user: SessionUserSchema, message: z.string() }), ...errors },
      },
      config: perAddress,
    },
    async (request, reply) => reply.status(201).send(await accounts.register(ctx(), request.body)),
  )

  app.get(
    '/api/verify-email/:token',
    {
      schema: {
        params: z.object({ token: z.string().max(200) }),
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => accounts.verifyEmail(ctx(), request.params.token),
  )

  app.post(
    '/api/auth/resend-verification',
    {
      onRequest: requireUser,
      schema: { response: { 200: MessageResponseSchema, ...errors } },
      config: perAddress,
    },
    async (request) => accounts.resendVerification(ctx(), request.user!.id),
  )

  app.post(
    '/api/auth/login',
    {
      schema: {
        body: LoginInputSchema,
        response: { 200: z.object({ user: SessionUserSchema }), ...errors },
      },
      config: perAddress,
      preHandler: perAccountFailures,
    },
    async (request, reply) => {
      const user = await accounts.checkCredentials(ctx(), request.body.email, request.body.password)
      if (!user) {
        await accountLimiter(request)
        throw new Unauthorized(accountMessages.invalidCredentials)
      }
      // A new session at every sign-in; an old cookie on this browser is ended.
      if (request.sessionToken) await endSession(app.database.db, request.sessionToken)
      const session = await createSession(app.database.db, user.id, config.sessions)
      setSessionCookie(reply, config, session.token, session.expiresAt)
      return { user: accounts.toSessionUser(user) }
    },
  )

  // D6 names GET for logout; ending one's own session is all it can do, and only our own
  // pages may ask for it (another site's link or image must not sign people out).
  app.get(
    '/api/logout',
    {
      onRequest: requireSameOrigin,
      schema: { response: { 200: MessageResponseSchema, 403: ErrorResponseSchema } },
    },
    async (request, reply) => {
      if (request.sessionToken) await endSession(app.database.db, request.sessionToken)
      clearSessionCookie(reply, config)
      return { message: accountMessages.signedOut }
    },
  )

  app.get(
    '/api/users/me',
    { schema: { response: { 200: SessionUserSchema, 401: ErrorResponseSchema } } },
    async (request, reply) => {
      const user = request.user
      if (!user) return reply.status(401).send({ error: apiMessages.notSignedIn })
      return {
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        email_verified: user.emailVerified,
      }
    },
  )

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        body: ForgotPasswordInputSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      config: perAddress,
      preHandler: perAccount,
    },
    async (request) => accounts.requestPasswordReset(ctx(), request.body.email),
  )

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        body: ResetPasswordInputSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      config: perAddress,
    },
    async (request) => accounts.resetPassword(ctx(), request.body.token, request.body.password),
  )

  app.post(
    '/api/guardian-consent',
    {
      schema: {
        body: tokenInput(accounts.guardianConsentMessages.invalid),
        response: { 200: MessageResponseSchema, ...errors },
      },
      config: perAddress,
    },
    async (request) => accounts.giveGuardianConsent(ctx(), request.body.token, request.ip),
  )

  app.post(
    '/api/auth/resend-guardian-consent',
    {
      onRequest: requireUser,
      schema: { response: { 200: MessageResponseSchema, ...errors } },
      config: perAddress,
    },
    async (request) => accounts.resendGuardianConsent(ctx(), request.user!.id),
  )

  app.get(
    '/api/students/status',
    {
      onRequest: requireUser,
      schema: {
        response: {
          200: z.object({
            is_student: z.boolean(),
            email_verified: z.boolean(),
            guardian_consent_pending: z.boolean(),
          }),
          ...errors,
        },
      },
    },
    async (request) => accounts.studentStatus(app.database.db, request.user!.id),
  )
}
