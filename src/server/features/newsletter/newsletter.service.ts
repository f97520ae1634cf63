import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import { newsletterMessages } from '#shared/messages.ts'
import type { NewsletterSubscribeInputSchema } from '#shared/schemas/newsletter.ts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { newsletterCampaignRecipients, newsletterSubscribers } from '../../db/schema.ts'
import { renderEmail } from '../../lib/email-layout.ts'
import { NotFound } from '../../lib/errors.ts'
import { hashToken, newToken } from '../../lib/tokens.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'

export const CONFIRM_LINK_VALID_DAYS = 7

type SubscribeInput = z.output<typeof NewsletterSubscribeInputSchema>

export interface NewsletterContext {
  db: Db
  publicUrl: string
  businessName: string
}

const confirmUrl = (ctx: NewsletterContext, token: string) =>
  `${ctx.publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`
const unsubscribeUrl = (ctx: NewsletterContext, token: string) =>
  `${ctx.publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`

function confirmationEmail(
  ctx: NewsletterContext,
  to: string,
  confirmToken: string,
  unsubscribeToken: string,
) {
  const { text, html } = renderEmail({
    // Fixed words only: nobody has proven the typed address is the sender's, so the name
    // they typed is not repeated to it (decision 007).
    greeting: 'Hello,',
    paragraphs: [
      `Someone, hopefully you, asked to receive the ${ctx.businessName} newsletter at this address.`,
      `Please confirm within ${CONFIRM_LINK_VALID_DAYS} days. If you did not ask for it, ignore this email and you will not hear from us again.`,
    ],
    action: { label: 'Confirm my subscription', url: confirmUrl(ctx, confirmToken) },
    signature: `Kind regards,\n${ctx.businessName}`,
    footer: {
      text: 'Not interested? Unsubscribe here:',
      url: unsubscribeUrl(ctx, unsubscribeToken),
    },
  })
  return {
    to,
    subject: `Please confirm your ${ctx.businessName} newsletter subscription`,
    text,
    html,
    kind: 'newsletter.confirm',
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl(ctx, unsubscribeToken)}>` },
  }
}

/**
 * Double opt-in (D22). The answer is the same whatever the address's state, so the form
 * cannot be used to learn who subscribes; a confirmed address gets no second email.
 */
export async function subscribe(
  ctx: NewsletterContext,
  input: SubscribeInput,
): Promise<{ message: string }> {
  const confirmToken = newToken()
  // Stored only as its hash, so this email is the one place the clear token lives.
  const unsubscribeToken = newToken()
  const expiresAt = new Date(Date.now() + CONFIRM_LINK_VALID_DAYS * 24 * 60 * 60 * 1000)
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({
        email: input.email,
        name: input.name ?? null,
        confirmTokenHash: hashToken(confirmToken),
        confirmTokenExpiresAt: expiresAt,
        unsubscribeTokenHash: hashToken(unsubscribeToken),
      })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning()
    const created = inserted[0]
    if (created) {
      await enqueueEmails(tx, [
        confirmationEmail(ctx, created.email, confirmToken, unsubscribeToken),
      ])
      return
    }

    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, input.email))
      .for('update')
    if (!existing || existing.status === 'confirmed') return
    // Pending (lost the first email) or unsubscribed (changed their mind): a fresh link.
    // The stored hash cannot give back the old unsubscribe token, so a new one replaces it;
    // the unsubscribe links of earlier emails stop working, this email's works.
    const [renewed] = await tx
      .update(newsletterSubscribers)
      .set({
        status: 'pending',
        name: input.name ?? existing.name,
        confirmTokenHash: hashToken(confirmToken),
        confirmTokenExpiresAt: expiresAt,
        unsubscribeTokenHash: hashToken(unsubscribeToken),
        updatedAt: new Date(),
      })
      .where(eq(newsletterSubscribers.id, existing.id))
      .returning()
    if (renewed) {
      await enqueueEmails(tx, [
        confirmationEmail(ctx, renewed.email, confirmToken, unsubscribeToken),
      ])
    }
  })
  return { message: newsletterMessages.checkInbox }
}

export async function confirm(ctx: NewsletterContext, token: string): Promise<{ message: string }> {
  const [confirmed] = await ctx.db
    .update(newsletterSubscribers)
    .set({
      status: 'confirmed',
      confirmedAt: new Date(),
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
        eq(newsletterSubscribers.status, 'pending'),
        gt(newsletterSubscribers.confirmTokenExpiresAt, sql`now()`),
      ),
    )
    .returning({ id: newsletterSubscribers.id })
  if (!confirmed) throw new NotFound(newsletterMessages.invalidLink)
  return { message: newsletterMessages.confirmed }
}

/**
 * Idempotent: a second click on the same unsubscribe link gives the same answer. The link
 * carries the clear token (also in emails sent before tokens were hashed); it is looked up
 * by its hash, first among the newsletters' mails (decision 027), then the subscription's own.
 */
export async function unsubscribe(
  ctx: NewsletterContext,
  token: string,
): Promise<{ message: string }> {
  const hash = hashToken(token)
  if (await unsubscribeThroughCampaign(ctx.db, hash)) {
    return { message: newsletterMessages.unsubscribed }
  }
  const [row] = await ctx.db
    .update(newsletterSubscribers)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
      updatedAt: new Date(),
    })
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hash))
    .returning({ id: newsletterSubscribers.id })
  if (!row) throw new NotFound(newsletterMessages.invalidLink)
  return { message: newsletterMessages.unsubscribed }
}

/**
 * The token of one newsletter mail: unsubscribes its recipient and, when that ended a
 * subscription, counts it for the newsletter it came with. False when no mail had it.
 */
export async function unsubscribeThroughCampaign(db: Db, tokenHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [recipient] = await tx
      .select({
        id: newsletterCampaignRecipients.id,
        subscriberId: newsletterCampaignRecipients.subscriberId,
      })
      .from(newsletterCampaignRecipients)
      .where(eq(newsletterCampaignRecipients.unsubscribeTokenHash, tokenHash))
    if (!recipient) return false
    // Their account (and subscription) deleted since: nothing is left to stop.
    if (!recipient.subscriberId) return true
    const [ended] = await tx
      .update(newsletterSubscribers)
      .set({
        status: 'unsubscribed',
        unsubscribedAt: sql`now()`,
        confirmTokenHash: null,
        confirmTokenExpiresAt: null,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(newsletterSubscribers.id, recipient.subscriberId),
          ne(newsletterSubscribers.status, 'unsubscribed'),
        ),
      )
      .returning({ id: newsletterSubscribers.id })
    if (ended) {
      await tx
        .update(newsletterCampaignRecipients)
        .set({ unsubscribedAt: sql`now()` })
        .where(
          and(
            eq(newsletterCampaignRecipients.id, recipient.id),
            isNull(newsletterCampaignRecipients.unsubscribedAt),
          ),
        )
    }
    return true
  })
}
