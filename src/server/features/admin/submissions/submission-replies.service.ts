import { asc, and, eq, sql } from 'drizzle-orm'
import { adminMessages, submissionNouns, type SubmissionKind } from '#shared/admin.ts'
import type { Reply } from '#shared/schemas/admin-replies.ts'
import type { Db } from '../../../db/client.ts'
import { submissionReplies } from '../../../db/schema.ts'
import { recordAudit } from '../../../audit/record-audit.ts'
import { NotFound } from '../../../lib/errors.ts'
import { renderEmail } from '../../../lib/email-layout.ts'
import { oneLine, type SubmissionEmailContext } from '../../../lib/submission-emails.ts'
import { enqueueEmails, type QueuedEmail } from '../../../outbox/outbox.ts'
import type { CurrentUser } from '../../accounts/sessions.service.ts'
import { submissionKindDefinitions } from './submission-kinds.ts'

type ReplyRow = typeof submissionReplies.$inferSelect

const replyOf = (row: ReplyRow): Reply => ({
  id: row.id,
  message: row.message,
  sent_at: row.sentAt.toISOString(),
  by: row.byName,
})

/** A submission's replies, oldest first: its history as the sender received it. */
export async function repliesOf(db: Db, kind: SubmissionKind, submissionId: string) {
  const rows = await db
    .select()
    .from(submissionReplies)
    .where(and(eq(submissionReplies.kind, kind), eq(submissionReplies.submissionId, submissionId)))
    .orderBy(asc(submissionReplies.sentAt), asc(submissionReplies.id))
  return rows.map(replyOf)
}

/** The office's paragraphs as it wrote them: a blank line starts a new one. */
const paragraphsOf = (message: string) =>
  message
    .replaceAll('\r\n', '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

/**
 * The office's words to the person who sent the form, from the business: the subject names
 * what they sent and its reference, and an answer reaches the business inbox.
 */
export function submissionReplyEmail(
  ctx: SubmissionEmailContext,
  reply: { kind: SubmissionKind; to: string; reference: string; message: string; by: string },
): QueuedEmail {
  const noun = submissionNouns[reply.kind]
  const content = renderEmail({
    greeting: 'Hello,',
    paragraphs: paragraphsOf(reply.message),
    details: [['Your reference', reply.reference]],
    signature: `Kind regards,\n${oneLine(reply.by)}\n${ctx.businessName}`,
    footer: { text: 'You can answer this email: your reply reaches our office.' },
  })
  return {
    to: reply.to,
    subject: `Re: your ${noun} ${reply.reference} – ${ctx.businessName}`,
    ...content,
    kind: 'submission.reply',
    headers: { 'Reply-To': ctx.businessInbox },
  }
}

/**
 * Issue 27: mails the office's reply to the sender and keeps it in the record's history, in
 * one transaction with its audit entry. A first answer moves a `new` submission to
 * `in_progress` (decision 024); the row's lock orders replies sent at once.
 */
export async function sendReply(
  db: Db,
  ctx: SubmissionEmailContext,
  kindName: SubmissionKind,
  id: string,
  message: string,
  actor: CurrentUser,
): Promise<Reply> {
  const kind = submissionKindDefinitions[kindName]
  return db.transaction(async (tx) => {
    const [row] = (await tx
      .select({ email: kind.email, reference: kind.columns.reference, status: kind.columns.status })
      .from(kind.table)
      .where(eq(kind.columns.id, id))
      .for('update')) as Array<{ email: string; reference: string; status: string }>
    if (!row) throw new NotFound(adminMessages.submissionNotFound)
    const [stored] = await tx
      .insert(submissionReplies)
      .values({ kind: kindName, submissionId: id, message, byUserId: actor.id, byName: actor.name })
      .returning()
    const reply = replyOf(stored!)
    const status = row.status === 'new' ? 'in_progress' : row.status
    if (status !== row.status) {
      await tx
        .update(kind.table)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(kind.columns.id, id))
    }
    await enqueueEmails(tx, [
      submissionReplyEmail(ctx, {
        kind: kindName,
        to: row.email,
        reference: row.reference,
        message,
        by: actor.name,
      }),
    ])
    await recordAudit(tx, {
      actor,
      action: 'submission.reply',
      subjectType: kindName,
      subjectId: id,
      before: { status: row.status },
      after: { status, reply_id: reply.id, to: row.email },
    })
    return reply
  })
}
