import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { ADMIN_EXPORT_MAX_ROWS, ADMIN_PAGE_SIZE, adminUserMessages } from '#shared/admin.ts'
import type { SubmissionStatus } from '#shared/options.ts'
import type {
  NewsletterFilters,
  NewsletterList,
  NewsletterSubscriber,
} from '#shared/schemas/admin-users.ts'
import { recordAudit, type AuditEntryInput } from '../../../audit/record-audit.ts'
import type { Db } from '../../../db/client.ts'
import { newsletterSubscribers } from '../../../db/schema.ts'
import { NotFound } from '../../../lib/errors.ts'
import { containsPattern } from '../../../lib/like-pattern.ts'
import { csvTime, toCsv } from '../csv.ts'

type Row = typeof newsletterSubscribers.$inferSelect

const subscriberOf = (row: Row): NewsletterSubscriber => ({
  id: row.id,
  email: row.email,
  name: row.name,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  confirmed_at: row.confirmedAt?.toISOString() ?? null,
  unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
  work_status: row.workStatus,
  admin_note: row.adminNote,
  updated_at: row.updatedAt.toISOString(),
})

function conditions(filters: NewsletterFilters): SQL | undefined {
  const where: SQL[] = []
  if (filters.q) {
    const pattern = containsPattern(filters.q)
    where.push(
      or(ilike(newsletterSubscribers.email, pattern), ilike(newsletterSubscribers.name, pattern))!,
    )
  }
  if (filters.status) where.push(eq(newsletterSubscribers.status, filters.status))
  if (filters.work_status) where.push(eq(newsletterSubscribers.workStatus, filters.work_status))
  return and(...where)
}

export async function listSubscribers(db: Db, filters: NewsletterFilters): Promise<NewsletterList> {
  const where = conditions(filters)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(newsletterSubscribers).where(where),
  ])
  return {
    subscribers: rows.map(subscriberOf),
    total: total?.value ?? 0,
    page: filters.page,
    page_size: ADMIN_PAGE_SIZE,
  }
}

export async function exportSubscribers(db: Db, filters: NewsletterFilters): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(conditions(filters))
    .orderBy(desc(newsletterSubscribers.createdAt))
    .limit(ADMIN_EXPORT_MAX_ROWS)
  return toCsv([
    [
      'Email',
      'Name',
      'Subscription',
      'Subscribed at',
      'Confirmed at',
      'Unsubscribed at',
      'Status',
      'Internal note',
    ],
    ...rows.map((row) => [
      row.email,
      row.name ?? '',
      row.status,
      csvTime(row.createdAt),
      csvTime(row.confirmedAt),
      csvTime(row.unsubscribedAt),
      row.workStatus,
      row.adminNote ?? '',
    ]),
  ])
}

/** The subscriber, locked until the transaction ends; 404 when there is none. */
async function lockSubscriber(tx: Db, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .for('update')
  if (!row) throw new NotFound(adminUserMessages.subscriberNotFound)
  return row
}

export async function getSubscriber(db: Db, id: string): Promise<NewsletterSubscriber> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
  if (!row) throw new NotFound(adminUserMessages.subscriberNotFound)
  return subscriberOf(row)
}

/** The office's follow-up status and internal note, with its audit entry. */
export async function updateSubscriber(
  db: Db,
  actor: AuditEntryInput['actor'],
  id: string,
  update: { work_status?: SubmissionStatus; admin_note?: string },
): Promise<NewsletterSubscriber> {
  return db.transaction(async (tx) => {
    const row = await lockSubscriber(tx, id)
    const before = { work_status: row.workStatus, admin_note: row.adminNote ?? null }
    const after = {
      work_status: update.work_status ?? before.work_status,
      admin_note: update.admin_note === undefined ? before.admin_note : update.admin_note || null,
    }
    const [updated] = await tx
      .update(newsletterSubscribers)
      .set({ workStatus: after.work_status, adminNote: after.admin_note, updatedAt: sql`now()` })
      .where(eq(newsletterSubscribers.id, id))
      .returning()
    await recordAudit(tx, {
      actor,
      action: 'newsletter.update',
      subjectType: 'newsletter',
      subjectId: id,
      before,
      after,
    })
    return subscriberOf(updated!)
  })
}

/** Someone asked the office, not the link in an email, to stop the newsletter (D22). */
export async function unsubscribeOnRequest(
  db: Db,
  actor: AuditEntryInput['actor'],
  id: string,
): Promise<NewsletterSubscriber> {
  return db.transaction(async (tx) => {
    const row = await lockSubscriber(tx, id)
    if (row.status === 'unsubscribed') return subscriberOf(row)
    const [updated] = await tx
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(newsletterSubscribers.id, id))
      .returning()
    await recordAudit(tx, {
      actor,
      action: 'newsletter.unsubscribe',
      subjectType: 'newsletter',
      subjectId: id,
      before: { status: row.status },
      after: { status: 'unsubscribed' },
    })
    return subscriberOf(updated!)
  })
}
