import { escapeHtml } from './escape-html.ts'

export interface EmailContent {
  greeting: string
  /** A line break inside a paragraph is kept (an address, a list the office typed). */
  paragraphs: string[]
  /** Label and value pairs, e.g. the fields of a submitted form; empty values are left out. */
  details?: ReadonlyArray<readonly [label: string, value: string | null | undefined]>
  action?: { label: string; url: string }
  /** Small print under the signature, e.g. an unsubscribe line. */
  footer?: { text: string; url?: string }
  signature: string
  /**
   * The line an inbox shows beside the subject before the mail is opened; the first
   * paragraph when left out.
   */
  preheader?: string
}

/**
 * Every email as plain text and as simple, escaped HTML: the body that the outbox worker
 * puts into the business's mail layout (email-document.ts) when it sends it.
 */
export function renderEmail(content: EmailContent): { text: string; html: string } {
  const details = (content.details ?? []).filter((detail): detail is readonly [string, string] =>
    Boolean(detail[1]),
  )
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(details.length > 0
      ? [...details.map(([label, value]) => `${label}: ${value.replaceAll('\n', '\n  ')}`), '']
      : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.signature,
    ...(content.footer
      ? ['', '--', `${content.footer.text}${content.footer.url ? ` ${content.footer.url}` : ''}`]
      : []),
  ].join('\n')

  const preheader = content.preheader ?? content.paragraphs[0] ?? ''
  const html = `${preheader ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>\n` : ''}<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>\n')}</p>`).join('\n')}
${
  details.length > 0
    ? `<table style="border-collapse:collapse;margin:0 0 16px">${details
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#4b5563;font-weight:600">${escapeHtml(label)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${
  content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#6b7280;word-break:break-all">Or copy this link into your browser: ${escapeHtml(content.action.url)}</p>`
    : ''
}
<p>${escapeHtml(content.signature).replaceAll('\n', '<br>')}</p>
${
  content.footer
    ? `<p style="font-size:13px;color:#6b7280">${escapeHtml(content.footer.text)}${
        content.footer.url
          ? ` <a href="${escapeHtml(content.footer.url)}" style="color:#1e3a8a">${escapeHtml(content.footer.url)}</a>`
          : ''
      }</p>`
    : ''
}`
  return { text, html }
}
