import { count, desc } from 'drizzle-orm'
import { ADMIN_PAGE_SIZE } from '#shared/admin.ts'
import type { AuditList } from '#shared/schemas/admin-submissions.ts'
import type { Db } from '../../db/client.ts'
import { adminAuditLog } from '../../db/schema.ts'

/** Newest first, a page at a time. */
export async function listAudit(db: Db, page: number): Promise<AuditList> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(adminAuditLog),
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
