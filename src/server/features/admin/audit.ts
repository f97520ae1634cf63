import { and, count, desc, eq } from 'drizzle-orm'
import { ADMIN_EXPORT_MAX_ROWS, ADMIN_PAGE_SIZE } from '#shared/admin.ts'
import type { AuditList } from '#shared/schemas/admin-submissions.ts'
import type { Db } from '../../db/client.ts'
import { adminAuditLog } from '../../db/schema.ts'
import { csvTime, toCsv } from './csv.ts'

/** Newest first, a page at a time; `subject` narrows it to one record's history. */
export async function listAudit(
  db: Db,
  page: number,
  subject?: { type: string; id: string },
): Promise<AuditList> {
  const where = subject
    ? and(eq(adminAuditLog.subjectType, subject.type), eq(adminAuditLog.subjectId, subject.id))
    : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(adminAuditLog).where(where),
  ])
  return {
    entries: rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      actor_email: row.actorEmail,
      action: row.action,
      subject_type: row.subjectType,
      subject_id: row.subjectId,
      before: row.before,
      after: row.after,
    })),
    total: total?.value ?? 0,
    page,
    page_size: ADMIN_PAGE_SIZE,
  }
}

/** The log (or one record's history) as CSV, newest first. */
export async function exportAudit(db: Db, subject?: { type: string; id: string }) {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(
      subject
        ? and(eq(adminAuditLog.subjectType, subject.type), eq(adminAuditLog.subjectId, subject.id))
        : undefined,
    )
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(ADMIN_EXPORT_MAX_ROWS)
  const json = (value: unknown) =>
    value === null || value === undefined ? '' : JSON.stringify(value)
  return toCsv([
    ['Time (SAST)', 'Administrator', 'Action', 'Subject', 'Record id', 'Before', 'After'],
    ...rows.map((row) => [
      csvTime(row.createdAt),
      row.actorEmail,
      row.action,
      row.subjectType,
      row.subjectId,
      json(row.before),
      json(row.after),
    ]),
  ])
}
