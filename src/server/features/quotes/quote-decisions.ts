import { and, eq, gt, sql } from 'drizzle-orm'
import { quoteMessages as m } from '#shared/quotes.ts'
import type { PublicQuote } from '#shared/schemas/quotes.ts'
import { recordAudit } from '../../audit/record-audit.ts'
import type { Db } from '../../db/client.ts'
import { quotes } from '../../db/schema.ts'
import { now } from '../../lib/clock.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import { hashToken } from '../../lib/tokens.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'
import { Gone } from '../accounts/account-tokens.ts'
import { quoteAcceptedEmails, quoteDeclinedEmail, type QuoteEmailContext } from './quote-emails.ts'
import { itemsOf, statusOf } from './quote-views.ts'
import {
  findQuotedRequest,
  requestOf,
  requestTable,
  type QuotedRequest,
  type QuoteRow,
} from './quoted-requests.ts'

async function findQuote(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(quotes)
    .where(eq(quotes.tokenHash, hashToken(token)))
  if (!row) throw new NotFound(m.notFound)
  const { kind, id } = requestOf(row)
  // The request cascades its quotes away, so a quote always has one.
  const request = await findQuotedRequest(db, kind, id)
  if (!request) throw new NotFound(m.notFound)
  return { row, request }
}

function publicQuoteOf(ctx: QuoteEmailContext, row: QuoteRow, request: QuotedRequest): PublicQuote {
  return {
    reference: request.reference,
    number: row.number,
    status: statusOf(row, now()),
    kind_label: request.kindLabel,
    organisation: request.organisation,
    contact_person_name: request.contactName,
    items: itemsOf(row, request.description),
    sent_at: row.createdAt.toISOString(),
    valid_until: row.validUntil,
    message: row.message,
    decided_at: row.decidedAt?.toISOString() ?? null,
    accepted_name: row.acceptedName,
    business_name: ctx.businessName,
    bank_details: ctx.bankDetails,
    payment_reference: request.reference,
  }
}

/** The page behind a quote's link: it shows the quote in any state (404 only when unknown). */
export async function viewQuote(ctx: QuoteEmailContext, db: Db, token: string) {
  const { row, request } = await findQuote(db, token)
  return publicQuoteOf(ctx, row, request)
}

/** Why a quote that is no longer open cannot be decided: 409 once decided, 410 when lapsed. */
function refusal(row: QuoteRow, at: Date): Error {
  if (row.status === 'accepted') return new Conflict(m.alreadyAccepted)
  if (row.status === 'declined') return new Conflict(m.alreadyDeclined)
  if (row.status === 'withdrawn') return new Gone(m.withdrawn)
  if (statusOf(row, at) === 'expired') return new Gone(m.expired)
  return new NotFound(m.notFound)
}

type Decision =
  | { outcome: 'accepted'; name: string; fromIp: string }
  | { outcome: 'declined'; reason: string | null }

/**
 * The school's answer. Decided by one conditional UPDATE (still `sent`, not yet expired):
 * of two clicks at once exactly one changes the row, and the other, reading it again,
 * is told it was decided (409). The mails, the request's move and the audit entry commit
 * with it or not at all.
 */
async function decide(
  ctx: QuoteEmailContext,
  db: Db,
  token: string,
  decision: Decision,
): Promise<PublicQuote> {
  const { row, request } = await findQuote(db, token)
  const at = now()
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(quotes)
      .set(
        decision.outcome === 'accepted'
          ? {
              status: 'accepted',
              decidedAt: at,
              acceptedName: decision.name,
              acceptedFromIp: decision.fromIp,
            }
          : { status: 'declined', decidedAt: at, declineReason: decision.reason },
      )
      .where(and(eq(quotes.id, row.id), eq(quotes.status, 'sent'), gt(quotes.expiresAt, at)))
      .returning()
    if (!decided) {
      const [current] = await tx.select().from(quotes).where(eq(quotes.id, row.id))
      throw current ? refusal(current, at) : new NotFound(m.notFound)
    }

    const facts = {
      number: decided.number,
      amountCents: decided.amountCents,
      validUntil: decided.validUntil,
    }
    let requestStatus = request.status
    if (decision.outcome === 'accepted') {
      // The school said yes: a request still `new` is now being arranged (decision 025).
      const table = requestTable(request.kind)
      const moved = await tx
        .update(table)
        .set({ status: 'in_progress', updatedAt: sql`now()` })
        .where(and(eq(table.id, request.id), eq(table.status, 'new')))
        .returning({ status: table.status })
      if (moved.length > 0) requestStatus = 'in_progress'
      await enqueueEmails(
        tx,
        quoteAcceptedEmails(ctx, request, {
          ...facts,
          acceptedName: decision.name,
          decidedAt: at,
          fromIp: decision.fromIp,
        }),
      )
    } else {
      await enqueueEmails(tx, [
        quoteDeclinedEmail(ctx, request, { ...facts, reason: decision.reason }),
      ])
    }
    await recordAudit(tx, {
      // The school has no account: the entry names the address the quote was sent to.
      actor: { id: null, email: decided.sentTo },
      action: decision.outcome === 'accepted' ? 'quote.accept' : 'quote.decline',
      subjectType: request.kind,
      subjectId: request.id,
      before: { quote: decided.number, status: 'sent', request_status: request.status },
      after: {
        quote: decided.number,
        status: decision.outcome,
        request_status: requestStatus,
        ...(decision.outcome === 'accepted'
          ? { accepted_name: decision.name, from_ip: decision.fromIp }
          : { reason: decision.reason }),
      },
    })
    return publicQuoteOf(ctx, decided, { ...request, status: requestStatus })
  })
}

export const acceptQuote = (
  ctx: QuoteEmailContext,
  db: Db,
  token: string,
  name: string,
  fromIp: string,
) => decide(ctx, db, token, { outcome: 'accepted', name, fromIp })

export const declineQuote = (
  ctx: QuoteEmailContext,
  db: Db,
  token: string,
  reason: string | null,
) => decide(ctx, db, token, { outcome: 'declined', reason })
