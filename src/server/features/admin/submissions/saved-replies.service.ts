import { asc, eq, sql } from 'drizzle-orm'
import { replyMessages as m, type SubmissionKind } from '#shared/admin.ts'
import type {
  SavedReply,
  SavedReplyCreate,
  SavedReplyUpdate,
} from '#shared/schemas/admin-replies.ts'
import type { Db } from '../../../db/client.ts'
import { savedReplies } from '../../../db/schema.ts'
import { recordAudit } from '../../../audit/record-audit.ts'
import { violatedUniqueConstraint } from '../../../lib/db-errors.ts'
import { Conflict, NotFound } from '../../../lib/errors.ts'
import type { CurrentUser } from '../../accounts/sessions.service.ts'

type SavedReplyRow = typeof savedReplies.$inferSelect

const savedReplyOf = (row: SavedReplyRow): SavedReply => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  updated_at: row.updatedAt.toISOString(),
})

/** The unique index on (kind, lower(title)) decides a title's second use, not a look-up. */
async function titleOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'saved_replies_kind_title_idx') {
      throw new Conflict(m.titleTaken)
    }
    throw error
  }
}

const auditOf = (row: SavedReplyRow) => ({ kind: row.kind, title: row.title, body: row.body })

/** A kind's saved replies, by title. */
export async function listSavedReplies(db: Db, kind: SubmissionKind) {
  const rows = await db
    .select()
    .from(savedReplies)
    .where(eq(savedReplies.kind, kind))
    .orderBy(asc(sql`lower(${savedReplies.title})`))
  return { items: rows.map(savedReplyOf) }
}

export function createSavedReply(db: Db, input: SavedReplyCreate, actor: CurrentUser) {
  return titleOnce(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(savedReplies).values(input).returning()
      await recordAudit(tx, {
        actor,
        action: 'saved_reply.create',
        subjectType: 'saved-replies',
        subjectId: row!.id,
        after: auditOf(row!),
      })
      return savedReplyOf(row!)
    }),
  )
}

export function updateSavedReply(
  db: Db,
  id: string,
  input: SavedReplyUpdate,
  actor: CurrentUser,
): Promise<SavedReply> {
  return titleOnce(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(savedReplies)
        .where(eq(savedReplies.id, id))
        .for('update')
      if (!before) throw new NotFound(m.savedReplyNotFound)
      const [row] = await tx
        .update(savedReplies)
        .set({ title: input.title, body: input.body, updatedAt: sql`now()` })
        .where(eq(savedReplies.id, id))
        .returning()
      await recordAudit(tx, {
        actor,
        action: 'saved_reply.update',
        subjectType: 'saved-replies',
        subjectId: id,
        before: auditOf(before),
        after: auditOf(row!),
      })
      return savedReplyOf(row!)
    }),
  )
}

export async function deleteSavedReply(db: Db, id: string, actor: CurrentUser): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(savedReplies).where(eq(savedReplies.id, id)).returning()
    if (!row) throw new NotFound(m.savedReplyNotFound)
    await recordAudit(tx, {
      actor,
      action: 'saved_reply.delete',
      subjectType: 'saved-replies',
      subjectId: id,
      before: auditOf(row),
    })
  })
}
