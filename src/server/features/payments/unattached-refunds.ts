import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger as Logger } from 'fastify'
import type { PaymentGateway, RefundResult } from '../../adapters/payments/payment-gateway.ts'
import type { Db } from '../../db/client.ts'
import { paymentIntents, users } from '../../db/schema.ts'
import { periodicTask } from '../../lib/periodic-task.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'
import { paymentRefundedEmail, type RefundEmailContext } from './refund-emails.ts'

type IntentRow = typeof paymentIntents.$inferSelect

/** A succeeded card payment that no record took for this long is given back (issue 25). */
export const UNATTACHED_PAYMENT_REFUND_AFTER_MS = 30 * 60_000
/**
 * A claim still `refunding` this long after it was made belongs to an instance that
 * stopped (a crash, a deploy): another claims it again. A live instance finishes well
 * within it, since the gateway's answer times out after 30 seconds. Measured on the
 * database's clock, which all instances share, so their own clocks' drift cannot make a
 * live claim look stale.
 */
export const REFUND_CLAIM_LEASE_MINUTES = 10
/** Claims whose gateway call gave no answer before the refund is left to the office. */
export const MAX_REFUND_ATTEMPTS = 5
const BATCH_SIZE = 20

export interface RefundSweepContext {
  db: Db
  gateway: PaymentGateway
  email: RefundEmailContext
  log: Logger
}

export interface RefundSweepResult {
  refunded: number
  failed: number
  /** The gateway gave no answer: claimed again once the lease runs out. */
  unanswered: number
}

/**
 * Due for a refund at `now`: unused and succeeded 30 minutes or more before it, or claimed
 * by an instance that has not finished within the lease.
 */
function dueForRefund(gateway: string, now: Date) {
  return and(
    // An intent is given back only through the gateway that took it; a sandbox intent left
    // from before a real gateway was configured moved no money.
    eq(paymentIntents.gateway, gateway),
    or(
      and(
        eq(paymentIntents.status, 'succeeded'),
        isNull(paymentIntents.usedAt),
        lte(
          paymentIntents.succeededAt,
          new Date(now.getTime() - UNATTACHED_PAYMENT_REFUND_AFTER_MS),
        ),
      ),
      and(
        eq(paymentIntents.status, 'refunding'),
        lte(
          paymentIntents.refundClaimedAt,
          sql`now() - make_interval(mins => ${REFUND_CLAIM_LEASE_MINUTES})`,
        ),
      ),
    ),
  )
}

/**
 * Claims a batch in one statement: the rows move to `refunding` under the lock the
 * subquery takes, skipping rows another transaction holds. A booking, order or donation
 * that is taking the intent holds it `FOR UPDATE` (useSucceededIntent) and is skipped; one
 * that comes after the claim finds it `refunding` and is refused. So of a record and the
 * refund exactly one wins, and of several instances sweeping together exactly one claims.
 */
async function claimBatch(db: Db, gateway: string, now: Date): Promise<IntentRow[]> {
  const due = dueForRefund(gateway, now)
  return db
    .update(paymentIntents)
    .set({
      status: 'refunding',
      refundClaimedAt: sql`now()`,
      refundAttempts: sql`${paymentIntents.refundAttempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        inArray(
          paymentIntents.id,
          db
            .select({ id: paymentIntents.id })
            .from(paymentIntents)
            .where(due)
            .orderBy(asc(paymentIntents.succeededAt))
            .limit(BATCH_SIZE)
            .for('update', { skipLocked: true }),
        ),
        due,
      ),
    )
    .returning()
}

/**
 * Still this instance's claim: not taken again by another after the lease ran out. Each
 * claim counts one attempt, so the count names the claim.
 */
const ownClaim = (intent: IntentRow) =>
  and(
    eq(paymentIntents.id, intent.id),
    eq(paymentIntents.status, 'refunding'),
    eq(paymentIntents.refundAttempts, intent.refundAttempts),
  )

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Asks the gateway for one claimed refund and records what it answered. */
async function refundClaimed(
  ctx: RefundSweepContext,
  intent: IntentRow,
): Promise<keyof RefundSweepResult> {
  let result: RefundResult
  if (!intent.gatewayReference) {
    result = { status: 'failed', reason: 'The gateway gave no reference for this payment.' }
  } else if (intent.refundAttempts > MAX_REFUND_ATTEMPTS) {
    result = {
      status: 'failed',
      reason: `The gateway did not answer ${MAX_REFUND_ATTEMPTS} refund requests: ${intent.refundFailure ?? 'no answer'}`,
    }
  } else {
    try {
      result = await ctx.gateway.refund({
        intentId: intent.id,
        reference: intent.gatewayReference,
        amountCents: intent.amountCents,
        currency: 'ZAR',
      })
    } catch (error) {
      // Unknown whether it was refunded: the claim stays, and is asked again after the lease
      // (the gateway refuses to refund one charge twice). Never back to `succeeded`.
      ctx.log.warn({ err: error, intentId: intent.id }, 'card refund got no answer')
      await ctx.db
        .update(paymentIntents)
        .set({ refundFailure: messageOf(error), updatedAt: sql`now()` })
        .where(ownClaim(intent))
      return 'unanswered'
    }
  }

  return ctx.db.transaction(async (tx): Promise<keyof RefundSweepResult> => {
    const [done] = await tx
      .update(paymentIntents)
      .set(
        result.status === 'refunded'
          ? {
              status: 'refunded',
              refundedAt: sql`now()`,
              refundReference: result.reference,
              refundedBy: 'gateway',
              refundFailure: null,
              updatedAt: sql`now()`,
            }
          : { status: 'refund_failed', refundFailure: result.reason, updatedAt: sql`now()` },
      )
      .where(ownClaim(intent))
      .returning()
    if (!done) return 'unanswered'
    if (result.status === 'failed') {
      ctx.log.error({ intentId: intent.id, reason: result.reason }, 'card refund refused')
      return 'failed'
    }
    await mailPayer(tx, ctx.email, done, { reference: result.reference, byHand: false })
    return 'refunded'
  })
}

/** The signed-in payer hears of the refund, in the transaction that records it. */
export async function mailPayer(
  tx: Db,
  ctx: RefundEmailContext,
  intent: IntentRow,
  how: { reference: string | null; byHand: boolean },
): Promise<void> {
  if (!intent.userId) return
  const [payer] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, intent.userId))
  if (payer) await enqueueEmails(tx, [paymentRefundedEmail(ctx, intent, payer, how)])
}

/**
 * Gives back every card payment that succeeded `UNATTACHED_PAYMENT_REFUND_AFTER_MS` or more
 * before `now` and that no booking, video order or donation took (issue 25), each exactly
 * once on any number of instances. The 30 minutes are counted to `now`, a parameter so
 * tests move the clock instead of waiting.
 */
export async function refundUnattachedPayments(
  ctx: RefundSweepContext,
  now = new Date(),
): Promise<RefundSweepResult> {
  const totals: RefundSweepResult = { refunded: 0, failed: 0, unanswered: 0 }
  for (;;) {
    const claimed = await claimBatch(ctx.db, ctx.gateway.name, now)
    for (const intent of claimed) totals[await refundClaimed(ctx, intent)]++
    if (claimed.length < BATCH_SIZE) break
  }
  return totals
}

/** Runs `refundUnattachedPayments` every interval; overlapping runs are skipped, not stacked. */
export function createRefundSweeper(
  ctx: RefundSweepContext & { intervalMs: number; onQueued: () => void },
) {
  return periodicTask({
    intervalMs: ctx.intervalMs,
    run: async () => {
      const result = await refundUnattachedPayments(ctx)
      if (result.refunded + result.failed + result.unanswered > 0) {
        ctx.log.info(result, 'unattached card payments refunded')
      }
      if (result.refunded > 0) ctx.onQueued()
    },
    onError: (error) => ctx.log.error({ err: error }, 'card refund sweep failed'),
  })
}
