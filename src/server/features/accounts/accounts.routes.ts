import type { FastifyReply, FastifyRequest } from 'fastify'
import { ErrorResponseSchema, MessageResponseSchema, tokenInput } from '#shared/schemas/common.ts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { accountMessages } from '#shared/messages.ts'
import {
  ForgotPasswordInputSchema,
  GuardianConsentRequestSchema,
  LoginInputSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  SessionUserSchema,
  VerifyEmailResponseSchema,
} from '#shared/schemas/auth.ts'
import { Unauthorized } from '../../lib/errors.ts'
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/auth.ts'
import { requireSameOrigin } from '../../plugins/security.ts'
import * as accounts from './accounts.service.ts'
import * as guardianConsent from './guardian-consent.service.ts'
import { createSession, endSession } from './sessions.service.ts'

// A single-use emailed link: unknown (404), or used or expired (410). The refusals every
// route shares (400, 401, 403, 413, 415, 429) are added by the OpenAPI document's transform.
const linkRefusals = { 404: ErrorResponseSchema, 410: ErrorResponseSchema }

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
        summary: 'Register a student account',
        body: RegisterInputSchema,
        response: {
          201: z.object({ user: SessionUserSchema, message: z.string() }),
          409: ErrorResponseSchema,
        },
      },
      config: perAddress,
    },
    async (request, reply) => reply.status(201).send(await accounts.register(ctx(), request.body)),
  )

  app.get(
    '/api/verify-email/:token',
    {
      schema: {
        summary: 'Verify an email address with its emailed link',
        params: z.object({ token: z.string().max(200) }),
        response: { 200: VerifyEmailResponseSchema, ...linkRefusals },
      },
    },
    async (request) => accounts.verifyEmail(ctx(), request.params.token),
  )

  app.post(
    '/api/auth/resend-verification',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Send the verification email again',
        response: { 200: MessageResponseSchema, 404: ErrorResponseSchema },
      },
      config: perAddress,
    },
    async (request) => accounts.resendVerification(ctx(), request.user!.id),
  )

  app.post(
    '/api/auth/login',
    {
      schema: {
        summary: 'Sign in with email and password',
        description: 'Sets the session cookie; a session this browser already had is ended.',
        body: LoginInputSchema,
        response: { 200: z.object({ user: SessionUserSchema }), 401: ErrorResponseSchema },
      },
      config: { ...perAddress, session: 'optional' },
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
      const tutorId = await accounts.tutorIdOf(app.database.db, user.id)
      return { user: accounts.toSessionUser({ ...user, tutorId }) }
    },
  )

  // D6 names GET for logout; ending one's own session is all it can do, and only our own
  // pages may ask for it (another site's link or image must not sign people out).
  app.get(
    '/api/logout',
    {
      onRequest: requireSameOrigin,
      schema: {
        summary: 'Sign out',
        description: 'Ends the session, if any, and clears its cookie.',
        response: { 200: MessageResponseSchema },
      },
      config: { session: 'optional' },
    },
    async (request, reply) => {
      if (request.sessionToken) await endSession(app.database.db, request.sessionToken)
      clearSessionCookie(reply, config)
      return { message: accountMessages.signedOut }
    },
  )

  app.get(
    '/api/users/me',
    {
      onRequest: requireUser,
      schema: { summary: 'The signed-in user', response: { 200: SessionUserSchema } },
    },
    async (request) => {
      const user = request.user!
      return {
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        roles: accounts.rolesOf(user),
        tutor_id: user.tutorId,
        email_verified: user.emailVerified,
      }
    },
  )

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        summary: 'Email a password-reset link',
        body: ForgotPasswordInputSchema,
        response: { 200: MessageResponseSchema },
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
        summary: 'Set a new password with an emailed reset link',
        body: ResetPasswordInputSchema,
        response: { 200: MessageResponseSchema, ...linkRefusals },
      },
      config: perAddress,
    },
    async (request) => accounts.resetPassword(ctx(), request.body.token, request.body.password),
  )

  app.get(
    '/api/guardian-consent/:token',
    {
      schema: {
        summary: 'Which learner a guardian’s consent link is for; opening it changes nothing',
        params: z.object({ token: z.string().max(200) }),
        response: { 200: GuardianConsentRequestSchema, ...linkRefusals },
      },
      config: perAddress,
    },
    async (request) => guardianConsent.guardianConsentRequest(ctx().db, request.params.token),
  )

  app.post(
    '/api/guardian-consent',
    {
      schema: {
        summary: 'Give a guardian’s consent with its emailed link',
        body: tokenInput(guardianConsent.guardianConsentMessages.invalid),
        response: { 200: MessageResponseSchema, ...linkRefusals },
      },
      config: perAddress,
    },
    async (request) => guardianConsent.giveGuardianConsent(ctx(), request.body.token, request.ip),
  )

  app.post(
    '/api/auth/resend-guardian-consent',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Send the guardian’s consent email again',
        response: { 200: MessageResponseSchema },
      },
      config: perAddress,
    },
    async (request) => guardianConsent.resendGuardianConsent(ctx(), request.user!.id),
  )

  app.get(
    '/api/students/status',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The signed-in student’s status',
        response: {
          200: z.object({
            is_student: z.boolean(),
            email_verified: z.boolean(),
            guardian_consent_pending: z.boolean(),
            /** When a guardian consented (D23), so the dashboard can say so for a while. */
            guardian_consented_at: z.string().nullable(),
          }),
        },
      },
    },
    async (request) => accounts.studentStatus(app.database.db, request.user!.id),
  )
}
