const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')

export interface EmailContent {
  greeting: string
  paragraphs: string[]
  /** Label and value pairs, e.g. the fields of a submitted form; empty values are left out. */
  details?: ReadonlyArray<readonly [label: string, value: string | null | undefined]>
  action?: { label: string; url: string }
  /** Small print under the signature, e.g. an unsubscribe line. */
  footer?: { text: string; url?: string }
  signature: string
}

/** Every email as plain text and simple, escaped HTML that any mail client renders. */
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

  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${
  details.length > 0
    ? `<table cellpadding="6" style="border-collapse:collapse">${details
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top" style="color:#4b5563;font-weight:600">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${
  content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:12px;color:#6b7280">Or copy this link into your browser: ${escapeHtml(content.action.url)}</p>`
    : ''
}
<p>${escapeHtml(content.signature).replaceAll('\n', '<br>')}</p>
${
  content.footer
    ? `<hr><p style="font-size:12px;color:#6b7280">${escapeHtml(content.footer.text)}${
        content.footer.url
          ? ` <a href="${escapeHtml(content.footer.url)}">${escapeHtml(content.footer.url)}</a>`
          : ''
      }</p>`
    : ''
}
</body></html>`
  return { text, html }
}
