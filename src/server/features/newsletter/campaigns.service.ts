import { and, desc, eq, sql } from 'drizzle-orm'
import { campaignMessages as m } from '#shared/newsletter-campaigns.ts'
import type {
  Campaign,
  CampaignInputSchema,
  CampaignList,
  CampaignSendResult,
} from '#shared/schemas/newsletter-campaigns.ts'
import type { z } from 'zod'
import { recordAudit, type AuditEntryInput } from '../../audit/record-audit.ts'
import type { Db } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import {
  newsletterCampaignRecipients,
  newsletterCampaigns,
  newsletterSubscribers,
} from '../../db/schema.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import { newToken } from '../../lib/tokens.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'
import { campaignEmail, type CampaignEmailContext } from './campaign-email.ts'

type CampaignRow = typeof newsletterCampaigns.$inferSelect
type CampaignFields = z.output<typeof CampaignInputSchema>
type Actor = AuditEntryInput['actor']

interface Counts {
  recipients: number
  sent: number
  failed: number
  skipped: number
  unsubscribed: number
}
const noCounts: Counts = { recipients: 0, sent: 0, failed: 0, skipped: 0, unsubscribed: 0 }

const campaignOf = (row: CampaignRow, counts: Counts = noCounts): Campaign => ({
  id: row.id,
  subject: row.subject,
  body: row.body,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  sending_started_at: row.sendingStartedAt?.toISOString() ?? null,
  finished_at: row.finishedAt?.toISOString() ?? null,
  ...counts,
})

/** Each campaign's counts from its recipient rows, in one query. */
async function countsOf(db: Db, campaignId?: string): Promise<Map<string, Counts>> {
  const r = newsletterCampaignRecipients
  const rows = await db
    .select({
      campaignId: r.campaignId,
      recipients: sql<number>`count(*)`.mapWith(Number),
      sent: sql<number>`count(*) filter (where ${r.status} = 'sent')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${r.status} = 'failed')`.mapWith(Number),
      skipped: sql<number>`count(*) filter (where ${r.status} = 'skipped')`.mapWith(Number),
      unsubscribed: sql<number>`count(${r.unsubscribedAt})`.mapWith(Number),
    })
    .from(r)
    .where(campaignId ? eq(r.campaignId, campaignId) : undefined)
    .groupBy(r.campaignId)
  return new Map(rows.map(({ campaignId: id, ...counts }) => [id, counts]))
}

const confirmedCount = async (db: Db) => {
  const [row] = await db
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
  return row?.value ?? 0
}

/** Newest first, with how many a newsletter sent now would reach. */
export async function listCampaigns(db: Db): Promise<CampaignList> {
  const [rows, counts, confirmed] = await Promise.all([
    db
      .select()
      .from(newsletterCampaigns)
      .orderBy(desc(newsletterCampaigns.createdAt), desc(newsletterCampaigns.id))
      .limit(200),
    countsOf(db),
    confirmedCount(db),
  ])
  return {
    campaigns: rows.map((row) => campaignOf(row, counts.get(row.id))),
    confirmed_subscribers: confirmed,
  }
}

export async function getCampaign(db: Db, id: string): Promise<Campaign> {
  const [row] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id))
  if (!row) throw new NotFound(m.notFound)
  return campaignOf(row, (await countsOf(db, id)).get(id))
}

export async function createCampaign(db: Db, actor: Actor, input: CampaignFields) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterCampaigns)
      .values({ subject: input.subject, body: input.body })
      .returning()
    await recordAudit(tx, {
      actor,
      action: 'newsletter_campaign.create',
      subjectType: 'newsletter_campaign',
      subjectId: row!.id,
      after: { subject: input.subject },
    })
    return campaignOf(row!)
  })
}

/** A draft only: the conditional update decides, so an edit racing a send cannot win after it. */
export async function updateCampaign(db: Db, actor: Actor, id: string, input: CampaignFields) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, id))
      .for('update')
    if (!before) throw new NotFound(m.notFound)
    const [row] = await tx
      .update(newsletterCampaigns)
      .set({ subject: input.subject, body: input.body, updatedAt: sql`now()` })
      .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, 'draft')))
      .returning()
    if (!row) throw new Conflict(m.notDraft)
    await recordAudit(tx, {
      actor,
      action: 'newsletter_campaign.update',
      subjectType: 'newsletter_campaign',
      subjectId: id,
      before: { subject: before.subject, body_length: before.body.length },
      after: { subject: row.subject, body_length: row.body.length },
    })
    return campaignOf(row)
  })
}

/**
 * The newsletter as a subscriber gets it, to the signed-in administrator only, its subject
 * marked as a test. Its unsubscribe links carry a token stored nowhere: they unsubscribe
 * nobody. Any status: the office may look at what it sent.
 */
export async function sendTest(
  db: Db,
  ctx: CampaignEmailContext,
  actor: Actor,
  id: string,
): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id))
    if (!row) throw new NotFound(m.notFound)
    await enqueueEmails(tx, [campaignEmail(ctx, row, actor.email, newToken(), { test: true })])
    await recordAudit(tx, {
      actor,
      action: 'newsletter_campaign.test',
      subjectType: 'newsletter_campaign',
      subjectId: id,
      after: { to: actor.email },
    })
  })
  return { message: m.testSent(actor.email) }
}

/**
 * Moves a draft to `sending` and lists its recipients — every subscriber confirmed at this
 * moment, once each (the unique pair) — in one transaction: a second send, on this instance
 * or another, finds no draft and is refused. The paced sender mails them afterwards.
 */
export async function sendCampaign(db: Db, actor: Actor, id: string): Promise<CampaignSendResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterCampaigns)
      .set({ status: 'sending', sendingStartedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, 'draft')))
      .returning()
    if (!row) {
      const [existing] = await tx
        .select({ id: newsletterCampaigns.id })
        .from(newsletterCampaigns)
        .where(eq(newsletterCampaigns.id, id))
      throw existing ? new Conflict(m.alreadySent) : new NotFound(m.notFound)
    }
    const listed = await queryRows<{ id: string }>(
      tx,
      sql`insert into newsletter_campaign_recipients (campaign_id, subscriber_id)
          select ${id}, s.id from newsletter_subscribers s where s.status = 'confirmed'
          on conflict do nothing
          returning id`,
    )
    const count = listed.length
    // Thrown, so the transaction rolls back and the newsletter stays a draft to send later.
    if (count === 0) throw new Conflict(m.noSubscribers)
    await recordAudit(tx, {
      actor,
      action: 'newsletter_campaign.send',
      subjectType: 'newsletter_campaign',
      subjectId: id,
      before: { status: 'draft' },
      after: { status: 'sending', recipients: count },
    })
    return { status: 'sending', recipients: count }
  })
}
