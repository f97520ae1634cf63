import {
  campaignMessages,
  campaignParagraphs,
  type CampaignParagraph,
} from '#shared/newsletter-campaigns.ts'
import { escapeHtml } from '../../lib/escape-html.ts'
import type { QueuedEmail } from '../../outbox/outbox.ts'

export interface CampaignEmailContext {
  publicUrl: string
  businessName: string
  /** Where a mailto unsubscribe goes: the inbox the office reads (as Reply-To). */
  businessInbox: string
}

export const CAMPAIGN_EMAIL_KIND = 'newsletter.campaign'
export const CAMPAIGN_TEST_EMAIL_KIND = 'newsletter.campaign_test'

/** The page behind the visible link (the existing unsubscribe page asks nothing more). */
export const campaignUnsubscribeUrl = (ctx: CampaignEmailContext, token: string) =>
  `${ctx.publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`
/** RFC 8058's one-click address: a POST of `List-Unsubscribe=One-Click` unsubscribes. */
export const campaignOneClickUrl = (ctx: CampaignEmailContext, token: string) =>
  `${ctx.publicUrl}/api/newsletter/one-click?token=${encodeURIComponent(token)}`
/**
 * A mail client without one-click sends this mail; its subject says what the office is to
 * do and with which address (the sender's address may be a forwarding alias).
 */
export const campaignMailtoUrl = (ctx: CampaignEmailContext, to: string) =>
  `mailto:${ctx.businessInbox}?subject=${encodeURIComponent(`Unsubscribe ${to} from the newsletter`)}`

const textOf = (paragraphs: CampaignParagraph[]) =>
  paragraphs
    .map((lines) =>
      lines
        .map((parts) => parts.map((part) => ('link' in part ? part.link : part.text)).join(''))
        .join('\n'),
    )
    .join('\n\n')

const LINK_STYLE = 'color:#1e3a8a;word-break:break-all'

const htmlOf = (paragraphs: CampaignParagraph[]) =>
  paragraphs
    .map(
      (lines) =>
        `<p>${lines
          .map((parts) =>
            parts
              .map((part) =>
                'link' in part
                  ? `<a href="${escapeHtml(part.link)}" style="${LINK_STYLE}">${escapeHtml(part.link)}</a>`
                  : escapeHtml(part.text),
              )
              .join(''),
          )
          .join('<br>')}</p>`,
    )
    .join('\n')

/** The words of a paragraph list as one line, for the inbox's preview. */
const preheaderOf = (paragraphs: CampaignParagraph[]) =>
  textOf(paragraphs.slice(0, 1)).replace(/\s+/g, ' ').slice(0, 140)

/**
 * A newsletter as one subscriber receives it: the office's text, escaped, its bare https
 * addresses as links; the unsubscribe line under it; and the headers RFC 2369 and RFC 8058
 * ask of a bulk sender. The outbox worker adds the business's layout and foot.
 */
export function campaignEmail(
  ctx: CampaignEmailContext,
  campaign: { subject: string; body: string },
  to: string,
  unsubscribeToken: string,
  options: { test?: boolean } = {},
): QueuedEmail {
  const paragraphs = campaignParagraphs(campaign.body)
  const unsubscribe = campaignUnsubscribeUrl(ctx, unsubscribeToken)
  const text = `${textOf(paragraphs)}\n\n--\n${campaignMessages.unsubscribeLine} ${unsubscribe}`
  const preheader = preheaderOf(paragraphs)
  const html = `${preheader ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>\n` : ''}${htmlOf(paragraphs)}
<p style="font-size:13px;color:#6b7280">${escapeHtml(campaignMessages.unsubscribeLine)} <a href="${escapeHtml(unsubscribe)}" style="color:#1e3a8a">${escapeHtml(unsubscribe)}</a></p>`
  return {
    to,
    subject: options.test ? `${campaignMessages.testPrefix}${campaign.subject}` : campaign.subject,
    text,
    html,
    kind: options.test ? CAMPAIGN_TEST_EMAIL_KIND : CAMPAIGN_EMAIL_KIND,
    headers: {
      'List-Unsubscribe': `<${campaignOneClickUrl(ctx, unsubscribeToken)}>, <${campaignMailtoUrl(ctx, to)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      // Bulk mail: auto-responders (out of office) do not answer it.
      Precedence: 'bulk',
      'Auto-Submitted': 'auto-generated',
    },
  }
}
