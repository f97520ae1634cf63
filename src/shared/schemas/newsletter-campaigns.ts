import { z } from 'zod'
import {
  CAMPAIGN_BODY_MAX,
  CAMPAIGN_SUBJECT_MAX,
  campaignMessages as m,
  campaignStatusValues,
} from '../newsletter-campaigns.ts'

/** POST and PUT /api/admin/newsletter/campaigns[/{id}]: a draft's subject and text. */
export const CampaignInputSchema = z.object({
  // One line: a line break in a subject would end the mail's header.
  subject: z
    .string({ error: m.subjectMissing })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, m.subjectMissing).max(CAMPAIGN_SUBJECT_MAX, m.subjectTooLong)),
  body: z
    .string({ error: m.bodyMissing })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, m.bodyMissing).max(CAMPAIGN_BODY_MAX, m.bodyTooLong)),
})
export type CampaignInput = z.input<typeof CampaignInputSchema>

export const CampaignSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(campaignStatusValues),
  created_at: z.string(),
  updated_at: z.string(),
  /** When the office pressed send; null for a draft. */
  sending_started_at: z.string().nullable(),
  /** When the last mail was sent or given up. */
  finished_at: z.string().nullable(),
  /** Confirmed subscribers at the moment of sending; 0 for a draft. */
  recipients: z.number(),
  sent: z.number(),
  failed: z.number(),
  /** Unsubscribed or deleted before their turn came: not mailed. */
  skipped: z.number(),
  /** Unsubscribed through this newsletter's mails. */
  unsubscribed: z.number(),
})
export type Campaign = z.infer<typeof CampaignSchema>

export const CampaignListSchema = z.object({
  campaigns: z.array(CampaignSchema),
  /** Who a newsletter sent now would go to. */
  confirmed_subscribers: z.number(),
})
export type CampaignList = z.infer<typeof CampaignListSchema>

/** POST …/{id}/send → 202 */
export const CampaignSendResultSchema = z.object({
  status: z.literal('sending'),
  recipients: z.number(),
})
export type CampaignSendResult = z.infer<typeof CampaignSendResultSchema>
