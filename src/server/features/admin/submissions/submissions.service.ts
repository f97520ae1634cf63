import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import {
  ADMIN_EXPORT_MAX_ROWS,
  ADMIN_PAGE_SIZE,
  adminMessages as m,
  type SubmissionKind,
} from '#shared/admin.ts'
import type {
  SubmissionDetail,
  SubmissionList,
  SubmissionListFilters,
  SubmissionSummary,
} from '#shared/schemas/admin-submissions.ts'
import {
  labelOf,
  submissionStatuses,
  type PaymentStatus,
  type SubmissionStatus,
} from '#shared/options.ts'
import { sastSlotToInstant } from '#shared/sast.ts'
import type { Reply } from '#shared/schemas/admin-replies.ts'
import type { Db } from '../../../db/client.ts'
import { Conflict, NotFound } from '../../../lib/errors.ts'
import { containsPattern } from '../../../lib/like-pattern.ts'
import { matchesReference } from '../../../lib/reference-search.ts'
import { assertStatementNames } from '../../../lib/statement-reference.ts'
import { enqueueEmails } from '../../../outbox/outbox.ts'
import type { SubmissionEmailContext } from '../../../lib/submission-emails.ts'
import type { CurrentUser } from '../../accounts/sessions.service.ts'
import { recordAudit } from '../../../audit/record-audit.ts'
import { consultationFacts } from '../../consultations/consultation-appointments.ts'
import { csvTime, toCsv } from '../csv.ts'
import { paymentReceivedEmail } from './submission-emails.ts'
import { repliesOf } from './submission-replies.service.ts'
import { describeSubmission, fieldLabel, fieldValue } from './submission-fields.ts'
import {
  submissionKindDefinitions,
  type SubmissionKindDefinition,
  type SubmissionRow,
} from './submission-kinds.ts'

const DAY_MS = 24 * 60 * 60 * 1000

function conditions(kind: SubmissionKindDefinition, filters: SubmissionListFilters): SQL[] {
  const where: SQL[] = []
  if (filters.q) {
    const pattern = containsPattern(filters.q)
    where.push(
      or(
        ...kind.search.map((column) => ilike(column, pattern)),
        matchesReference(filters.q, kind.columns.reference),
      )!,
    )
  }
  if (filters.status) where.push(eq(kind.columns.status, filters.status))
  if (filters.payment_status && kind.payment) {
    where.push(eq(kind.payment.status, filters.payment_status))
  }
  // The days are SAST days (D3): from its first instant up to the next day's.
  if (filters.from)
    where.push(gte(kind.columns.createdAt, sastSlotToInstant(filters.from, '00:00')))
  if (filters.to) {
    const end = new Date(sastSlotToInstant(filters.to, '00:00').getTime() + DAY_MS)
    where.push(lt(kind.columns.createdAt, end))
  }
  return where
}

function summaryOf(kind: SubmissionKindDefinition, row: SubmissionRow): SubmissionSummary {
  const show = (key: string) => fieldValue(kind, key, row[key])
  const payment = kind.payment
  return {
    id: row.id as string,
    reference: row.reference as string,
    created_at: (row.createdAt as Date).toISOString(),
    status: row.status as SubmissionStatus,
    title: String(row[keyOf(kind, kind.title)] ?? ''),
    email: String(row[keyOf(kind, kind.email)] ?? ''),
    summary: kind.summary(show),
    payment_status: payment ? (row[keyOf(kind, payment.status)] as PaymentStatus) : null,
    payment_method: payment ? (row[keyOf(kind, payment.method)] as string) : null,
    payment_reference: payment
      ? ((row[keyOf(kind, payment.reference)] as string | null) ?? null)
      : null,
    amount_cents: payment ? (row[payment.amountKey] as number) : null,
  }
}

/** The property name drizzle gives a column in a selected row. */
function keyOf(kind: SubmissionKindDefinition, column: SubmissionKindDefinition['title']): string {
  const entry = Object.entries(getTableColumns(kind.table)).find(([, value]) => value === column)
  if (!entry) throw new Error(`Column ${column.name} is not in its kind's table`)
  return entry[0]
}

/**
 * The record as the detail shows it, with its history of replies; a free consultation's
 * adds its tutor and appointment (decision 026).
 */
async function detailOf(
  db: Db,
  kindName: SubmissionKind,
  kind: SubmissionKindDefinition,
  row: SubmissionRow,
): Promise<SubmissionDetail> {
  return {
    ...summaryOf(kind, row),
    kind: kindName,
    admin_note: (row.adminNote as string | null) ?? null,
    updated_at: (row.updatedAt as Date).toISOString(),
    fields: describeSubmission(kind, row),
    tutor_application:
      kindName === 'tutor-applications'
        ? {
            hourly_rate_cents: (row.hourlyRateCents as number | null) ?? null,
            promoted_tutor_id: (row.promotedTutorId as number | null) ?? null,
          }
        : null,
    replies: await repliesOf(db, kindName, row.id as string),
    consultation:
      kindName === 'consultations'
        ? await consultationFacts(db, {
            id: row.id as string,
            tutorId: (row.tutorId as number | null) ?? null,
            preferredStartAt: row.preferredStartAt as Date,
          })
        : null,
  }
}

/** One page of a kind's submissions, newest first, matching the filters. */
export async function listSubmissions(
  db: Db,
  kindName: SubmissionKind,
  filters: SubmissionListFilters,
): Promise<SubmissionList> {
  const kind = submissionKindDefinitions[kindName]
  const where = and(...conditions(kind, filters))
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(kind.table)
      .where(where)
      .orderBy(desc(kind.columns.createdAt), desc(kind.columns.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(kind.table).where(where),
  ])
  return {
    items: (rows as SubmissionRow[]).map((row) => summaryOf(kind, row)),
    total: total?.value ?? 0,
    page: filters.page,
    page_size: ADMIN_PAGE_SIZE,
  }
}

async function findRow(db: Db, kind: SubmissionKindDefinition, id: string, forUpdate = false) {
  const query = db.select().from(kind.table).where(eq(kind.columns.id, id))
  const [row] = (await (forUpdate ? query.for('update') : query)) as SubmissionRow[]
  if (!row) throw new NotFound(m.submissionNotFound)
  return row
}

export async function getSubmission(
  db: Db,
  kindName: SubmissionKind,
  id: string,
): Promise<SubmissionDetail> {
  const kind = submissionKindDefinitions[kindName]
  return detailOf(db, kindName, kind, await findRow(db, kind, id))
}

/** Moves the status and/or keeps a note, with its audit entry, in one transaction. */
export async function updateSubmission(
  db: Db,
  kindName: SubmissionKind,
  id: string,
  update: { status?: SubmissionStatus; admin_note?: string },
  actor: CurrentUser,
): Promise<SubmissionDetail> {
  const kind = submissionKindDefinitions[kindName]
  return db.transaction(async (tx) => {
    const row = await findRow(tx, kind, id, true)
    const before = { status: row.status, admin_note: row.adminNote ?? null }
    const after = {
      status: update.status ?? before.status,
      admin_note: update.admin_note === undefined ? before.admin_note : update.admin_note || null,
    }
    const [updated] = (await tx
      .update(kind.table)
      .set({ status: after.status, adminNote: after.admin_note, updatedAt: sql`now()` })
      .where(eq(kind.columns.id, id))
      .returning()) as SubmissionRow[]
    await recordAudit(tx, {
      actor,
      action: 'submission.update',
      subjectType: kindName,
      subjectId: id,
      before,
      after,
    })
    return detailOf(tx, kindName, kind, updated!)
  })
}

/**
 * A bank transfer has arrived: the reference on the statement must be this record's.
 * Marks it paid, emails the customer, and records the action, in one transaction.
 */
export async function markSubmissionPaid(
  db: Db,
  ctx: SubmissionEmailContext,
  kindName: SubmissionKind,
  id: string,
  reference: string,
  actor: CurrentUser,
): Promise<SubmissionDetail> {
  const kind = submissionKindDefinitions[kindName]
  const payment = kind.payment
  if (!payment) throw new NotFound(m.submissionNotFound)
  return db.transaction(async (tx) => {
    const row = await findRow(tx, kind, id, true)
    const summary = summaryOf(kind, row)
    if (summary.payment_method !== 'bank_transfer' || summary.payment_status !== 'pending') {
      throw new Conflict(m.notBankTransfer)
    }
    assertStatementNames(reference, summary.payment_reference)
    const expected = summary.payment_reference!
    const [updated] = (await tx
      .update(kind.table)
      .set({
        [keyOf(kind, payment.status)]: 'completed',
        [keyOf(kind, payment.paidAt)]: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(kind.columns.id, id))
      .returning()) as SubmissionRow[]
    await enqueueEmails(tx, [
      paymentReceivedEmail(ctx, {
        kindName,
        noun: payment.noun,
        email: summary.email,
        reference: expected,
        amountCents: summary.amount_cents ?? 0,
      }),
    ])
    await recordAudit(tx, {
      actor,
      action: 'submission.mark_paid',
      subjectType: kindName,
      subjectId: id,
      before: { payment_status: 'pending' },
      after: { payment_status: 'completed', payment_reference: expected },
    })
    return detailOf(tx, kindName, kind, updated!)
  })
}

/**
 * Every submission matching the filters as CSV (RFC 4180 quoting by csv-stringify; cells a
 * spreadsheet would run as a formula are neutralised), newest first.
 */
export async function exportSubmissions(
  db: Db,
  kindName: SubmissionKind,
  filters: SubmissionListFilters,
): Promise<string> {
  const kind = submissionKindDefinitions[kindName]
  const rows = (await db
    .select()
    .from(kind.table)
    .where(and(...conditions(kind, filters)))
    .orderBy(desc(kind.columns.createdAt), desc(kind.columns.id))
    .limit(ADMIN_EXPORT_MAX_ROWS)) as SubmissionRow[]
  const keys = Object.keys(getTableColumns(kind.table)).filter(
    (key) => !['id', 'userId', 'preferredStartAt', 'paymentIntentId'].includes(key),
  )
  const header = ['Reference id', ...keys.map((key) => fieldLabel(kind, key))]
  const body = rows.map((row) => [
    row.id as string,
    ...keys.map((key) => {
      const value = row[key]
      if (value instanceof Date) return csvTime(value)
      if (key === 'status') return labelOf(submissionStatuses, value as SubmissionStatus)
      return fieldValue(kind, key, value)
    }),
  ])
  return toCsv([header, ...body])
}

/**
 * Every form a signed-in person sent while signed in, by kind, for their data export
 * (D22). Forms sent without an account carry no user and are found by the office instead.
 */
export async function submissionsOfUser(db: Db, userId: string) {
  const found: Partial<
    Record<
      SubmissionKind,
      Array<{
        id: string
        sent_at: string
        fields: Array<{ label: string; value: string }>
        replies: Reply[]
      }>
    >
  > = {}
  for (const [kindName, kind] of Object.entries(submissionKindDefinitions) as Array<
    [SubmissionKind, SubmissionKindDefinition]
  >) {
    const userColumn = getTableColumns(kind.table).userId
    if (!userColumn) continue
    const rows = (await db
      .select()
      .from(kind.table)
      .where(eq(userColumn, userId))
      .orderBy(desc(kind.columns.createdAt))) as SubmissionRow[]
    if (rows.length === 0) continue
    // The office's replies are mail the person received about the record: theirs too.
    found[kindName] = await Promise.all(
      rows.map(async (row) => ({
        id: row.id as string,
        sent_at: (row.createdAt as Date).toISOString(),
        fields: describeSubmission(kind, row),
        replies: await repliesOf(db, kindName, row.id as string),
      })),
    )
  }
  return found
}
