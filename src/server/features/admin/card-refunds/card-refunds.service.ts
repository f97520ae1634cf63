import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { ADMIN_EXPORT_MAX_ROWS, ADMIN_PAGE_SIZE } from '#shared/admin.ts'
import { formatZar } from '#shared/money.ts'
import { labelOf } from '#shared/options.ts'
import { purchaseDescription } from '#shared/payment-purchases.ts'
import {
  cardRefundMessages as m,
  cardRefundStatuses,
  cardRefundStatusValues,
  type AdminCardRefund,
  type AdminCardRefundFilters,
  type AdminCardRefundList,
  type CardRefundStatus,
} from '#shared/schemas/admin-card-refunds.ts'
import { recordAudit, type AuditEntryInput } from '../../../audit/record-audit.ts'
import type { Db } from '../../../db/client.ts'
import { paymentIntents, users } from '../../../db/schema.ts'
import { Conflict, NotFound } from '../../../lib/errors.ts'
import { containsPattern } from '../../../lib/like-pattern.ts'
import { mailPayer } from '../../payments/unattached-refunds.ts'
import type { RefundEmailContext } from '../../payments/refund-emails.ts'
import { csvTime, toCsv } from '../csv.ts'

// The back office's view of card payments no record took (issue 25): refunded by the
// gateway, being refunded, or refused by it and waiting for the office to refund by hand.

const selectRefunds = (db: Db) =>
  db
    .select({ intent: paymentIntents, payerName: users.name, payerEmail: users.email })
    .from(paymentIntents)
    .leftJoin(users, eq(users.id, paymentIntents.userId))

type Selected = Awaited<ReturnType<ReturnType<typeof selectRefunds>['execute']>>[number]

const isCardRefundStatus = (status: string): status is CardRefundStatus =>
  (cardRefundStatusValues as readonly string[]).includes(status)

function cardRefundOf({ intent, payerName, payerEmail }: Selected): AdminCardRefund {
  if (!isCardRefundStatus(intent.status)) throw new Error(`not a card refund: ${intent.status}`)
  const iso = (value: Date | null) => (value ? value.toISOString() : null)
  return {
    id: intent.id,
    purpose: intent.purpose,
    purchase: purchaseDescription(intent.purpose, intent.item),
    amount_cents: intent.amountCents,
    status: intent.status,
    paid_at: iso(intent.succeededAt),
    refunded_at: iso(intent.refundedAt),
    refunded_by: intent.refundedBy,
    payer_name: payerName,
    payer_email: payerEmail,
    gateway: intent.gateway,
    payment_reference: intent.gatewayReference,
    refund_reference: intent.refundReference,
    refund_failure: intent.refundFailure,
  }
}

function conditions(filters: Pick<AdminCardRefundFilters, 'q' | 'status'>): SQL | undefined {
  const pattern = filters.q ? containsPattern(filters.q) : null
  return and(
    filters.status
      ? eq(paymentIntents.status, filters.status)
      : inArray(paymentIntents.status, [...cardRefundStatusValues]),
    pattern
      ? or(
          ilike(users.name, pattern),
          ilike(users.email, pattern),
          ilike(paymentIntents.gatewayReference, pattern),
          ilike(paymentIntents.refundReference, pattern),
        )
      : undefined,
  )
}

// Those needing the office first, then the newest payments.
const order = [
  sql`${paymentIntents.status} = 'refund_failed' desc`,
  desc(paymentIntents.succeededAt),
  desc(paymentIntents.id),
]

export async function listCardRefunds(
  db: Db,
  filters: AdminCardRefundFilters,
): Promise<AdminCardRefundList> {
  const where = conditions(filters)
  const [rows, [total]] = await Promise.all([
    selectRefunds(db)
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ value: count() })
      .from(paymentIntents)
      .leftJoin(users, eq(users.id, paymentIntents.userId))
      .where(where),
  ])
  return {
    refunds: rows.map(cardRefundOf),
    total: total?.value ?? 0,
    page: filters.page,
    page_size: ADMIN_PAGE_SIZE,
  }
}

export async function exportCardRefunds(
  db: Db,
  filters: Pick<AdminCardRefundFilters, 'q' | 'status'>,
): Promise<string> {
  const rows = (
    await selectRefunds(db)
      .where(conditions(filters))
      .orderBy(...order)
      .limit(ADMIN_EXPORT_MAX_ROWS)
  ).map(cardRefundOf)
  return toCsv([
    [
      'Status',
      'For',
      'Amount',
      'Paid (SAST)',
      'Refunded (SAST)',
      'Refunded by',
      'Payer',
      'Payer email',
      'Gateway',
      'Payment reference',
      'Refund reference',
      'Why the refund failed',
      'Payment id',
    ],
    ...rows.map((refund) => [
      labelOf(cardRefundStatuses, refund.status),
      refund.purchase,
      formatZar(refund.amount_cents),
      csvTime(refund.paid_at ? new Date(refund.paid_at) : null),
      csvTime(refund.refunded_at ? new Date(refund.refunded_at) : null),
      refund.refunded_by === 'office' ? 'By hand' : refund.refunded_by ? 'Automatically' : '',
      refund.payer_name ?? '',
      refund.payer_email ?? '',
      refund.gateway,
      refund.payment_reference ?? '',
      refund.refund_reference ?? '',
      refund.refund_failure ?? '',
      refund.id,
    ]),
  ])
}

async function getCardRefund(db: Db, id: string): Promise<AdminCardRefund> {
  const [row] = await selectRefunds(db).where(eq(paymentIntents.id, id))
  if (!row || !isCardRefundStatus(row.intent.status)) throw new NotFound(m.notFound)
  return cardRefundOf(row)
}

/**
 * The gateway refused the refund and the office has given the money back by hand (in the
 * gateway's dashboard or by transfer): recorded with its reference, audited, and the
 * signed-in payer is emailed, in one transaction.
 */
export async function recordCardRefundByHand(
  db: Db,
  email: RefundEmailContext,
  actor: AuditEntryInput['actor'],
  id: string,
  reference: string,
): Promise<AdminCardRefund> {
  await db.transaction(async (tx) => {
    const [intent] = await tx
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, id))
      .for('update')
    if (!intent || !isCardRefundStatus(intent.status)) throw new NotFound(m.notFound)
    if (intent.status !== 'refund_failed') throw new Conflict(m.notFailed)
    const [done] = await tx
      .update(paymentIntents)
      .set({
        status: 'refunded',
        refundedAt: sql`now()`,
        refundedBy: 'office',
        refundReference: reference,
        updatedAt: sql`now()`,
      })
      .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'refund_failed')))
      .returning()
    await mailPayer(tx, email, done!, { reference, byHand: true })
    await recordAudit(tx, {
      actor,
      action: 'card_refund.record',
      subjectType: 'payment_intents',
      subjectId: id,
      before: { status: 'refund_failed', refund_failure: intent.refundFailure },
      after: { status: 'refunded', refund_reference: reference, amount_cents: intent.amountCents },
    })
  })
  return getCardRefund(db, id)
}
