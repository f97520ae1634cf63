import { z } from 'zod'

const failed = { ok: z.literal(false), error: z.string() }

/** GET /api/ready (issue 28): for a monitor or a load balancer; 503 when `unavailable`. */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({
    database: z.union([
      z.object({ ok: z.literal(true), kind: z.enum(['pglite', 'postgres']), ms: z.number() }),
      z.object({ ...failed, kind: z.enum(['pglite', 'postgres']) }),
    ]),
    storage: z.union([
      z.object({ ok: z.literal(true), kind: z.enum(['local', 's3']) }),
      z.object({ ...failed, kind: z.enum(['local', 's3']) }),
    ]),
    /** Not ok while mails wait after a failed attempt to send them. */
    mail: z
      .object({ ok: z.boolean(), transport: z.enum(['smtp', 'file']), retrying: z.number() })
      .optional(),
    /** Not ok when the oldest mail waiting is older than 15 minutes. */
    outbox: z
      .object({
        ok: z.boolean(),
        pending: z.number(),
        oldest_pending_seconds: z.number().nullable(),
        failed_last_day: z.number(),
      })
      .optional(),
    /** Not ok when the last backup failed, is older than twice the interval, or none exists. */
    backup: z
      .object({
        ok: z.boolean(),
        interval_hours: z.number(),
        last_success_at: z.string().nullable(),
        age_hours: z.number().nullable(),
        last_status: z.enum(['running', 'succeeded', 'failed']).nullable(),
      })
      .optional(),
  }),
})
export type Readiness = z.infer<typeof ReadinessSchema>

/** The 503: the checks, and the one-line error every refusal carries. */
export const NotReadySchema = ReadinessSchema.extend({ error: z.string() })
