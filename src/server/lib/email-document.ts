import { escapeHtml } from './escape-html.ts'

/** Who the mail is from, as its footer names them. */
export interface MailBusiness {
  name: string
  address: string
}

/** A body queued before the layout existed is already a whole document: sent as it is. */
export const isWholeDocument = (html: string) => /^\s*<!doctype html>/i.test(html)

/**
 * The business's mail layout around a body from renderEmail: a document a validator
 * accepts (language, title, viewport), one column that reads on a phone, and the
 * business's name and address at the foot of every mail.
 */
export function emailDocument(subject: string, body: string, business: MailBusiness): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9">
<div style="max-width:600px;margin:0 auto;padding:24px 20px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">
${body}
<hr style="border:0;border-top:1px solid #e5e7eb;margin:24px 0 12px">
<p style="margin:0;font-size:13px;color:#6b7280">${escapeHtml(business.name)}<br>${escapeHtml(business.address)}</p>
</div>
</body>
</html>
`
}

/** The plain-text part's foot, as the HTML's. */
export const textWithFooter = (text: string, business: MailBusiness) =>
  `${text}\n\n--\n${business.name}\n${business.address}`
