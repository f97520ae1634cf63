import type { FastifyInstance } from 'fastify'
import type { SubmissionEmailContext } from './submission-emails.ts'

/** Public forms send email to an address anyone can type: a stricter limit (D12). */
export const publicFormOptions = (app: FastifyInstance) => ({
  rateLimit: {
    max: app.config.rateLimit.publicFormMax,
    timeWindow: app.config.rateLimit.windowMs,
  },
})

/** What a form's two emails need to know of the business (D2). */
export const submissionContext = (app: FastifyInstance): SubmissionEmailContext => ({
  publicUrl: app.config.publicUrl,
  businessName: app.config.business.name,
  businessInbox: app.config.mail.businessInbox,
})
