// Newsletters the office writes and sends (issue 27): their limits, messages and how a
// plain-text body becomes paragraphs and links. The server renders the mail from this and
// the back office previews it from the same parts, so the preview is what is sent.

export const CAMPAIGN_SUBJECT_MAX = 150
export const CAMPAIGN_BODY_MAX = 20_000

export const campaignStatusValues = ['draft', 'sending', 'sent'] as const
export type CampaignStatus = (typeof campaignStatusValues)[number]

export const campaignMessages = {
  subjectMissing: 'Please write a subject.',
  subjectTooLong: `The subject can be at most ${CAMPAIGN_SUBJECT_MAX} characters.`,
  bodyMissing: 'Please write the newsletter’s text.',
  bodyTooLong: `The text can be at most ${CAMPAIGN_BODY_MAX.toLocaleString('en-ZA')} characters.`,
  notFound: 'This newsletter does not exist.',
  notDraft: 'This newsletter has been sent and can no longer be changed.',
  alreadySent: 'This newsletter is already being sent or has been sent.',
  noSubscribers:
    'Nobody has confirmed a subscription yet, so there is nobody to send this newsletter to.',
  /** The test mail's subject starts with this, so nobody takes it for the real one. */
  testPrefix: '[Test] ',
  testSent: (email: string) => `A test was sent to ${email}.`,
  /** The one-click unsubscribe (RFC 8058) was posted something else than its one body. */
  oneClickBody: 'Expected the body List-Unsubscribe=One-Click.',
  oneClickDone: 'You have been unsubscribed.',
  invalidLink: 'This unsubscribe link is invalid.',
  /** The small print of every newsletter, before the unsubscribe link. */
  unsubscribeLine: 'You receive this because you subscribed to our newsletter. Unsubscribe:',
} as const

/** A piece of a paragraph: words, or a link shown as its address. */
export type CampaignTextPart = { text: string } | { link: string }
/** A paragraph's lines, each a list of parts. */
export type CampaignParagraph = CampaignTextPart[][]

// A bare https address; stops at spaces and at characters that cannot end one in prose.
const LINK = /https:\/\/[^\s<>"']+/g
// Punctuation that ends a sentence after a link rather than the link itself.
const TRAILING = /[.,;:!?)\]]+$/

function trimLink(candidate: string): string {
  const trailing = TRAILING.exec(candidate)?.[0] ?? ''
  let link = candidate.slice(0, candidate.length - trailing.length)
  // A closing bracket that closes one opened inside the link stays (Wikipedia's addresses).
  for (const char of trailing) {
    const opens = link.split('(').length - 1
    const closes = link.split(')').length - 1
    if (char === ')' && opens > closes) link += char
    else break
  }
  return link
}

function partsOfLine(line: string): CampaignTextPart[] {
  const parts: CampaignTextPart[] = []
  let at = 0
  for (const match of line.matchAll(LINK)) {
    const link = trimLink(match[0])
    if (link.length <= 'https://'.length) continue
    if (match.index > at) parts.push({ text: line.slice(at, match.index) })
    parts.push({ link })
    at = match.index + link.length
  }
  if (at < line.length) parts.push({ text: line.slice(at) })
  return parts
}

/**
 * The body as paragraphs (separated by a blank line) of lines (a single line break is kept)
 * of words and links. Nothing in it is markup: every part is text to escape.
 */
export function campaignParagraphs(body: string): CampaignParagraph[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => paragraph.split('\n').map((line) => partsOfLine(line.trimEnd())))
}
