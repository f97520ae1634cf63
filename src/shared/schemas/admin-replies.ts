import { z } from 'zod'
import {
  REPLY_MAX,
  SAVED_REPLY_TITLE_MAX,
  adminMessages,
  replyMessages as m,
  submissionKindValues,
} from '../admin.ts'

// Issue 27: the office's replies to submissions, and its saved replies to start them from.

/** Text a person typed: required, trimmed, at most `max` characters. */
const text = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong)

/** POST /api/admin/submissions/{kind}/{id}/replies */
export const ReplyCreateSchema = z.object({
  message: text(m.messageRequired, m.messageTooLong, REPLY_MAX),
})
export type ReplyCreate = z.input<typeof ReplyCreateSchema>

/** A reply as the record's history shows it. */
export const ReplySchema = z.object({
  id: z.uuid(),
  message: z.string(),
  sent_at: z.string(),
  /** The administrator who wrote it, by name. */
  by: z.string(),
})
export type Reply = z.infer<typeof ReplySchema>

const savedReplyKind = z.enum(submissionKindValues, { error: adminMessages.kindUnknown })
const savedReplyText = {
  title: text(m.titleRequired, m.titleTooLong, SAVED_REPLY_TITLE_MAX),
  body: text(m.bodyRequired, m.bodyTooLong, REPLY_MAX),
}

/** POST /api/admin/saved-replies */
export const SavedReplyCreateSchema = z.object({ kind: savedReplyKind, ...savedReplyText })
export type SavedReplyCreate = z.input<typeof SavedReplyCreateSchema>

/** PUT /api/admin/saved-replies/{id}: its kind stays. */
export const SavedReplyUpdateSchema = z.object(savedReplyText)
export type SavedReplyUpdate = z.input<typeof SavedReplyUpdateSchema>

/** GET /api/admin/saved-replies?kind= */
export const SavedReplyListQuerySchema = z.object({ kind: savedReplyKind })

export const SavedReplySchema = z.object({
  id: z.uuid(),
  kind: z.enum(submissionKindValues),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
})
export type SavedReply = z.infer<typeof SavedReplySchema>

export const SavedReplyListSchema = z.object({ items: z.array(SavedReplySchema) })
export type SavedReplyList = z.infer<typeof SavedReplyListSchema>
