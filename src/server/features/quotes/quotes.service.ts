import { and, desc, eq, gt, max } from 'drizzle-orm'
import { adminMessages } from '#shared/admin.ts'
import { quoteMessages as m, type QuoteKind } from '#shared/quotes.ts'
import { sastSlotToInstant } from '#shared/sast.ts'
import type { AdminQuote, AdminQuotes } from '#shared/schemas/quotes.ts'
import { recordAudit } from '../../audit/record-audit.ts'
import type { Db } from '../../db/client.ts'
import { quotes, users } from '../../db/schema.ts'
import { now } from '../../lib/clock.ts'
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts'
import { hashToken, newToken } from '../../lib/tokens.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'
import type { CurrentUser } from '../accounts/sessions.service.ts'
import { quoteSentEmail, quoteWithdrawnEmail, type QuoteEmailContext } from './quote-emails.ts'
import { adminQuoteOf, estimateItems } from './quote-views.ts'
import { findQuotedRequest, requestColumn } from './quoted-requests.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export interface SendQuote {
  amount_cents?: number | undefined
  reason?: string | undefined
  valid_until: string
  message?: string | undefined
}

/** The first instant after the SAST day `date` (the moment a quote valid until then lapses). */
export const endOfSastDay = (date: string) =>
  new Date(sastSlotToInstant(date, '00:00').getTime() + DAY_MS)

/** Every quote of a request, newest first, and today's estimate for a new one. */
export async function listQuotes(db: Db, kind: QuoteKind, id: string): Promise<AdminQuotes> {
  const request = await findQuotedRequest(db, kind, id)
  if (!request) throw new NotFound(adminMessages.submissionNotFound)
  const rows = await db
    .select({ quote: quotes, sentBy: users.email })
    .from(quotes)
    .leftJoin(users, eq(users.id, quotes.sentBy))
    .where(eq(requestColumn(kind), id))
    .orderBy(desc(quotes.number))
  const at = now()
  return {
    estimate: request.estimate ? estimateItems(request.estimate, request.description) : null,
    quotes: rows.map((row) => adminQuoteOf(row.quote, request.description, row.sentBy, at)),
  }
}

/**
 * Sends a quote for a school visit or workshop request: priced from the request's estimate
 * (D5) unless the office sets another amount with its reason, mailed to the contact with a
 * link only its hash is kept of. In one transaction, under a lock on the request: the open
 * quote before it is withdrawn (the partial unique index allows one), the new one numbered,
 * the mail queued, and both actions audited.
 */
export async function sendQuote(
  db: Db,
  ctx: QuoteEmailContext,
  kind: QuoteKind,
  id: string,
  input: SendQuote,
  actor: CurrentUser,
): Promise<AdminQuote> {
  return db.transaction(async (tx) => {
    const request = await findQuotedRequest(tx, kind, id, true)
    if (!request) throw new NotFound(adminMessages.submissionNotFound)
    const estimate = request.estimate
    if (!estimate) throw new Invalid(m.notPriced)
    const amountCents = input.amount_cents ?? estimate.totalCents
    const reason = amountCents === estimate.totalCents ? null : (input.reason ?? null)
    if (amountCents !== estimate.totalCents && !reason) {
      throw new Invalid(m.reasonRequired, { reason: m.reasonRequired })
    }

    const at = now()
    const column = requestColumn(kind)
    const withdrawn = await tx
      .update(quotes)
      .set({ status: 'withdrawn', withdrawnAt: at })
      .where(and(eq(column, id), eq(quotes.status, 'sent')))
      .returning({ id: quotes.id, number: quotes.number })
    const [last] = await tx
      .select({ number: max(quotes.number) })
      .from(quotes)
      .where(eq(column, id))
    const token = newToken()
    const [row] = await tx
      .insert(quotes)
      .values({
        schoolBookingId: kind === 'school-bookings' ? id : null,
        teacherWorkshopId: kind === 'teacher-workshops' ? id : null,
        number: (last?.number ?? 0) + 1,
        tokenHash: hashToken(token),
        sentTo: request.contactEmail,
        sentBy: actor.id,
        hourlyRateCents: estimate.rateCents,
        hours: estimate.hours,
        subtotalCents: estimate.subtotalCents,
        discountPercent: estimate.discountPercent,
        discountCents: estimate.discountCents,
        estimateCents: estimate.totalCents,
        amountCents,
        reason,
        message: input.message ?? null,
        validUntil: input.valid_until,
        expiresAt: endOfSastDay(input.valid_until),
      })
      .returning()
    if (!row) throw new Error('insert into quotes returned no row')

    await enqueueEmails(tx, [
      quoteSentEmail(
        ctx,
        request,
        {
          number: row.number,
          amountCents,
          validUntil: row.validUntil,
          message: row.message,
        },
        token,
      ),
    ])
    for (const old of withdrawn) {
      await recordAudit(tx, {
        actor,
        action: 'quote.withdraw',
        subjectType: kind,
        subjectId: id,
        before: { quote: old.number, status: 'sent' },
        after: { quote: old.number, status: 'withdrawn', replaced_by: row.number },
      })
    }
    await recordAudit(tx, {
      actor,
      action: 'quote.send',
      subjectType: kind,
      subjectId: id,
      after: {
        quote: row.number,
        amount_cents: amountCents,
        estimate_cents: estimate.totalCents,
        reason,
        valid_until: row.validUntil,
        sent_to: row.sentTo,
      },
    })
    return adminQuoteOf(row, request.description, actor.email, at)
  })
}

/**
 * Withdraws the request's open quote without sending another (the school cancelled, the
 * price was wrong): under the request's lock, the one UPDATE that finds a sent quote still
 * valid decides (409 when there is none: answered, lapsed or already withdrawn); the contact
 * is told its link no longer works, and the office's action is audited.
 */
export async function withdrawQuote(
  db: Db,
  ctx: QuoteEmailContext,
  kind: QuoteKind,
  id: string,
  input: { reason?: string | undefined },
  actor: CurrentUser,
): Promise<AdminQuotes> {
  await db.transaction(async (tx) => {
    const request = await findQuotedRequest(tx, kind, id, true)
    if (!request) throw new NotFound(adminMessages.submissionNotFound)
    const at = now()
    const [withdrawn] = await tx
      .update(quotes)
      .set({ status: 'withdrawn', withdrawnAt: at })
      .where(and(eq(requestColumn(kind), id), eq(quotes.status, 'sent'), gt(quotes.expiresAt, at)))
      .returning({ number: quotes.number })
    if (!withdrawn) throw new Conflict(m.noOpenQuote)
    const reason = input.reason ?? null
    await enqueueEmails(tx, [
      quoteWithdrawnEmail(ctx, request, { number: withdrawn.number, reason }),
    ])
    await recordAudit(tx, {
      actor,
      action: 'quote.withdraw',
      subjectType: kind,
      subjectId: id,
      before: { quote: withdrawn.number, status: 'sent' },
      after: { quote: withdrawn.number, status: 'withdrawn', reason },
    })
  })
  return listQuotes(db, kind, id)
}
