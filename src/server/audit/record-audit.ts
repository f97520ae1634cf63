import type { Db } from '../db/client.ts'
import { adminAuditLog } from '../db/schema.ts'

export interface AuditEntryInput {
  /** Who acted: an administrator, or (no id) a school deciding on a quote by its link. */
  actor: { id: string | null; email: string }
  action: string
  subjectType: string
  subjectId: string
  before?: unknown
  after?: unknown
}

/** Records an administrator's action; call it with the action's own transaction. */
export async function recordAudit(tx: Db, entry: AuditEntryInput): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorUserId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}
