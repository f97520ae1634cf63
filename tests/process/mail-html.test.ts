import { describe, expect, it } from 'vitest'
import {
  guardianConsentedEmail,
  guardianConsentEmail,
  passwordResetEmail,
  registrationNotification,
  verificationEmail,
} from '#server/features/accounts/account-emails.ts'
import { submissionReplyEmail } from '#server/features/admin/submissions/submission-replies.service.ts'
import {
  quoteAcceptedEmails,
  quoteDeclinedEmail,
  quoteSentEmail,
  quoteWithdrawnEmail,
} from '#server/features/quotes/quote-emails.ts'
import type { QuotedRequest } from '#server/features/quotes/quoted-requests.ts'
import { campaignEmail } from '#server/features/newsletter/campaign-email.ts'
import {
  consultationCancelledEmail,
  consultationForTutorEmail,
  consultationReminderEmail,
  consultationScheduledEmail,
} from '#server/features/consultations/consultation-emails.ts'
import { emailDocument } from '#server/lib/email-document.ts'
import { renderEmail } from '#server/lib/email-layout.ts'
import type { QueuedEmail } from '#server/outbox/outbox.ts'
import { nuHtmlProblems } from '#tests/support/nu-html-checker.ts'

// Issue 26: every mail is a document a validator accepts and a phone reads. The worker puts
// each body into the layout as it sends it (outbox-worker.ts); done here as it does.

const business = { name: 'Maths & <Friends>', address: '12 Church Street, Pretoria, 0002' }
const ctx = {
  publicUrl: 'https://tutoring.example.co.za',
  businessName: business.name,
  businessInbox: 'office@tutoring.example.co.za',
}

/** Every part the layout has, with characters that must be escaped. */
const everyPart = renderEmail({
  greeting: 'Hello Thandi "TJ" <Mokoena>,',
  paragraphs: ['Your booking is confirmed & paid.', 'Second paragraph with a <tag>.'],
  details: [
    ['Date', 'Friday, 4 December 2026'],
    ['Notes', 'Line one\nLine two'],
    ['Empty', ''],
  ],
  action: { label: 'Open "your" booking', url: 'https://tutoring.example.co.za/x?a=1&b=2' },
  footer: { text: 'Unsubscribe:', url: 'https://tutoring.example.co.za/u?t=1&x=2' },
  signature: 'Kind regards,\nThe team',
  preheader: 'Confirmed: Friday at 10:00',
})

// Issue 27: a quote's mails, with characters that must be escaped where people typed them.
const quotedRequest: QuotedRequest = {
  kind: 'school-bookings',
  id: '00000000-0000-4000-8000-000000000000',
  reference: 'SB-2XFHZ5E8',
  status: 'new',
  organisation: 'St <Mary>’s & Co',
  contactName: 'Mr "T" Sithole',
  contactEmail: 'a@example.com',
  kindLabel: 'A school visit',
  description: 'School visit: Mathematics, Grade 12, 35 learners, 2 hours',
  estimate: null,
}
const quoteCtx = {
  ...ctx,
  bankDetails: {
    accountName: 'Maths & Friends',
    bankName: 'Test Bank',
    accountNumber: '0000 000 000',
    branchCode: '000000',
    accountType: 'Cheque account',
  },
}
const quoteFacts = { number: 2, amountCents: 255_000, validUntil: '2026-12-11' }
/** A free consultation's appointment (decision 026), with characters to escape. */
const appointment = {
  consultationId: '6a0f0b7e-4b8e-4a63-9d55-1e7cfe1b2a10',
  reference: 'FC-2XFHZ5E8',
  requester: { name: 'Thandi "TJ" <Mokoena>', email: 'a@example.com' },
  topic: 'Grade 11 <trig> & identities',
  preferredStartAt: new Date('2026-12-04T08:00:00.000Z'),
  startsAt: new Date('2026-12-04T09:00:00.000Z'),
  endsAt: new Date('2026-12-04T09:30:00.000Z'),
  tutor: { name: 'Zanele & Co', email: 'tutor@example.com' },
  meetingLink: 'https://meet.jit.si/MathsTutoring-abc?x=1&y=2',
  inviteSequence: 1,
}
const tutor = { name: 'Zanele & Co', email: 'tutor@example.com' }

const kinds: QueuedEmail[] = [
  { to: 'a@example.com', subject: 'Every <part> & more', kind: 'layout', ...everyPart },
  verificationEmail(ctx, 'a@example.com', 'token'),
  registrationNotification(ctx, {
    name: 'Thandi',
    email: 'a@example.com',
    category: 'university',
    level: 'First Year',
  }),
  guardianConsentEmail(ctx, 'parent@example.com', 'Grade 10', 'token'),
  guardianConsentedEmail(ctx, 'a@example.com'),
  passwordResetEmail(ctx, 'a@example.com', 'token'),
  submissionReplyEmail(ctx, {
    kind: 'school-bookings',
    to: 'a@example.com',
    reference: 'SB-2XFHZ5E8',
    message: 'Dear Mr <Sithole>,\n\nThank you & welcome.\nLine two of the paragraph.',
    by: 'Nomsa "N" Dlamini',
  }),
  quoteSentEmail(quoteCtx, quotedRequest, { ...quoteFacts, message: 'See you <soon> & well' }, 't'),
  ...quoteAcceptedEmails(quoteCtx, quotedRequest, {
    ...quoteFacts,
    acceptedName: 'Mrs <N> Dlamini',
    decidedAt: new Date('2026-12-01T08:00:00Z'),
    fromIp: '127.0.0.1',
  }),
  quoteDeclinedEmail(quoteCtx, quotedRequest, { ...quoteFacts, reason: 'Budget < R2,000' }),
  quoteWithdrawnEmail(quoteCtx, quotedRequest, { number: 2, reason: 'The <venue> & date' }),
  campaignEmail(
    ctx,
    {
      subject: 'News & <views>',
      body: 'Dear <b>readers</b>,\nsee https://example.com/a?b=1&c=2 (or not).\n\nBye & "thanks"',
    },
    'a@example.com',
    'token',
  ),
  consultationScheduledEmail(ctx, appointment),
  consultationScheduledEmail(ctx, appointment, 'moved'),
  consultationCancelledEmail(ctx, appointment, 'The tutor is <ill> & away.'),
  consultationReminderEmail(ctx, appointment, '24h'),
  consultationReminderEmail(ctx, appointment, '1h'),
  consultationForTutorEmail(ctx, appointment, tutor, 'scheduled'),
  consultationForTutorEmail(ctx, appointment, tutor, 'moved'),
  consultationForTutorEmail(ctx, appointment, tutor, 'cancelled'),
]

const documentOf = (email: QueuedEmail) => emailDocument(email.subject, email.html!, business)

describe('the mail layout', () => {
  it('passes the Nu Html Checker for every kind', async () => {
    const documents = Object.fromEntries(kinds.map((email) => [email.kind, documentOf(email)]))
    expect(await nuHtmlProblems(documents)).toEqual([])
  })

  it('has a language, the subject as title, a viewport, a preheader first and the business at its foot', () => {
    const html = documentOf(kinds[0]!)
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/)
    expect(html).toContain('<title>Every &lt;part&gt; &amp; more</title>')
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    const body = html.slice(html.indexOf('<body'))
    expect(body.indexOf('Confirmed: Friday at 10:00')).toBeLessThan(body.indexOf('Hello Thandi'))
    expect(html).toContain('Maths &amp; &lt;Friends&gt;<br>12 Church Street, Pretoria, 0002')
    // Without its own preheader, a mail's first paragraph is the line the inbox shows.
    const verify = documentOf(kinds[1]!)
    expect(verify).toMatch(/<div style="display:none[^"]*">Welcome to Maths &amp; &lt;Friends&gt;!/)
  })
})
