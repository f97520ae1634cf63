import { eq, inArray, sql } from 'drizzle-orm'
import type { FastifyBaseLogger as Logger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { newsletterCampaignRecipients, outboxEmails } from '../../db/schema.ts'
import { now } from '../../lib/clock.ts'
import { periodicTask } from '../../lib/periodic-task.ts'
import { outboxRow } from '../../outbox/outbox.ts'
import { hashToken, newToken } from '../../lib/tokens.ts'
import { campaignEmail, type CampaignEmailContext } from './campaign-email.ts'

/** Taken by the instance handing mails to the outbox, so the pace holds over all of them. */
const SENDER_LOCK_ID = 7_262_114_027
const WINDOW_MS = 60_000
/** Mails rendered and queued in one transaction at most. */
const BATCH_SIZE = 100

interface Due {
  id: string
  campaign_id: string
  subject: string
  body: string
  email: string | null
  subscriber_status: string | null
}

const timestamp = (instant: Date) => sql`${instant.toISOString()}::timestamptz`

/**
 * Hands the waiting recipients' mails to the outbox, at most `perMinute` in any minute over
 * every instance (decision 027). In one transaction, under an advisory lock another instance
 * does not wait for (it skips its turn): count the mails queued in the last minute, claim
 * up to what is left, and for each write its outbox row and move it to `queued`. A crash
 * before the commit leaves them waiting; after it, the outbox owns them with its retries.
 * Someone no longer confirmed (unsubscribed, or deleted) by their turn is skipped. Then a
 * campaign with nobody waiting or queued is `sent`. `at` is the time reasoned with (tests
 * pass another). Resolves with how many mails it queued.
 */
export async function queueCampaignMails(
  db: Db,
  ctx: CampaignEmailContext,
  perMinute: number,
  at: Date = now(),
): Promise<number> {
  let queued = 0
  for (;;) {
    const handled = await db.transaction(async (tx) => {
      const [lock] = await queryRows<{ taken: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${SENDER_LOCK_ID}) as taken`,
      )
      if (!lock?.taken) return { claimed: 0, queued: 0 }
      const [recent] = await queryRows<{ count: number | string }>(
        tx,
        sql`select count(*) as count from newsletter_campaign_recipients
             where queued_at > ${timestamp(new Date(at.getTime() - WINDOW_MS))}`,
      )
      const budget = Math.min(BATCH_SIZE, perMinute - Number(recent?.count ?? 0))
      if (budget <= 0) return { claimed: 0, queued: 0 }
      const due = await queryRows<Due>(
        tx,
        sql`select r.id, r.campaign_id, c.subject, c.body, s.email, s.status as subscriber_status
              from newsletter_campaign_recipients r
              join newsletter_campaigns c on c.id = r.campaign_id
              left join newsletter_subscribers s on s.id = r.subscriber_id
             where r.status = 'waiting' and c.status = 'sending'
             order by c.sending_started_at, c.id, r.id
             limit ${budget}
             for update of r skip locked`,
      )
      const gone = due.filter((row) => row.subscriber_status !== 'confirmed' || !row.email)
      if (gone.length > 0) {
        await tx
          .update(newsletterCampaignRecipients)
          .set({ status: 'skipped', finishedAt: sql`now()` })
          .where(
            inArray(
              newsletterCampaignRecipients.id,
              gone.map((row) => row.id),
            ),
          )
      }
      const mailed = due.filter((row) => !gone.includes(row))
      for (const row of mailed) {
        // A fresh token per mail, kept only as its hash: it unsubscribes this person and
        // counts for this campaign (decision 027).
        const token = newToken()
        await tx
          .update(newsletterCampaignRecipients)
          .set({ status: 'queued', queuedAt: at, unsubscribeTokenHash: hashToken(token) })
          .where(eq(newsletterCampaignRecipients.id, row.id))
        const email = campaignEmail(ctx, row, row.email!, token)
        await tx.insert(outboxEmails).values({ ...outboxRow(email), campaignRecipientId: row.id })
      }
      return { claimed: due.length, queued: mailed.length }
    })
    queued += handled.queued
    if (handled.claimed === 0) break
  }
  await finishCampaigns(db)
  return queued
}

/** A campaign none of whose recipients is waiting or queued any more is sent. */
export async function finishCampaigns(db: Db): Promise<void> {
  await db.execute(sql`
    update newsletter_campaigns c set status = 'sent', finished_at = now(), updated_at = now()
     where c.status = 'sending'
       and not exists (select 1 from newsletter_campaign_recipients r
                        where r.campaign_id = c.id and r.status in ('waiting', 'queued'))`)
}

/**
 * Runs the paced sender every interval on each instance (the lock makes them take turns),
 * and at once when nudged after a send. Runs never overlap within an instance.
 */
export function createCampaignSender(options: {
  db: Db
  ctx: CampaignEmailContext
  perMinute: number
  intervalMs: number
  log: Logger
  /** Called after mails were queued, so the outbox sends them now. */
  onQueued: () => void
}) {
  let running: Promise<void> | undefined
  let started = false
  const onError = (error: unknown) => options.log.error({ err: error }, 'newsletter sending failed')
  const runOnce = async () => {
    const count = await queueCampaignMails(options.db, options.ctx, options.perMinute)
    if (count > 0) {
      options.log.info({ count }, 'newsletter mails queued')
      options.onQueued()
    }
  }
  const run = () =>
    (running ??= runOnce().finally(() => {
      running = undefined
    }))
  const task = periodicTask({ intervalMs: options.intervalMs, run, onError })
  return {
    start() {
      started = true
      task.start()
    },
    /** Ask for a run now, e.g. right after a newsletter was sent. */
    nudge() {
      if (started) run().catch(onError)
    },
    async stop() {
      started = false
      await task.stop()
      await running?.catch(() => undefined)
    },
  }
}

export type CampaignSender = ReturnType<typeof createCampaignSender>
