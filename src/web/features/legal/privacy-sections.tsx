import { Link } from 'react-router'
import { paths } from '#web/paths.ts'
import type { LegalSection } from './legal-layout.tsx'

export interface PrivacyFacts {
  businessName: string
  businessEmail: string | undefined
  businessAddress: string | undefined
  officerName: string | undefined
  officerEmail: string | undefined
}

const Pending = () => (
  <span aria-hidden="true" className="inline-block h-4 w-40 rounded bg-slate-200 align-middle" />
)

function OfficerContact({ facts }: { facts: PrivacyFacts }) {
  return (
    <p data-testid="information-officer">
      Information officer: {facts.officerName ?? <Pending />},{' '}
      {facts.officerEmail ? (
        <a href={`mailto:${facts.officerEmail}`}>{facts.officerEmail}</a>
      ) : (
        <Pending />
      )}
    </p>
  )
}

/** The privacy notice (D22, D23; POPIA, Act 4 of 2013), true to what the product does. */
export function privacySections(facts: PrivacyFacts): LegalSection[] {
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <>
          <p>
            {facts.businessName} is a mathematics tutoring business in Gauteng, South Africa. We are
            the responsible party for the personal information you give us on this website, as the
            Protection of Personal Information Act 4 of 2013 (POPIA) calls it.
          </p>
          <p>
            Address: {facts.businessAddress ?? <Pending />}. Email:{' '}
            {facts.businessEmail ? (
              <a href={`mailto:${facts.businessEmail}`}>{facts.businessEmail}</a>
            ) : (
              <Pending />
            )}
            .
          </p>
          <OfficerContact facts={facts} />
        </>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      body: (
        <>
          <ul>
            <li>
              <strong>Your account:</strong> name, email address, phone number (if you give it),
              student category and level, and your password, stored only as a one-way hash.
            </li>
            <li>
              <strong>Parents and guardians:</strong> for learners under 18, the parent&apos;s or
              guardian&apos;s name and email address, and when, and from which internet address,
              they gave consent.
            </li>
            <li>
              <strong>Bookings and payments:</strong> what you book, when, with which tutor, the
              payment method, status and reference. Card details go to the payment provider and
              never reach or stay on our systems.
            </li>
            <li>
              <strong>Forms:</strong> what you type into the free consultation, contact, tutor
              application, school booking, teacher workshop, video order, donation and partnership
              forms.
            </li>
            <li>
              <strong>Library uploads:</strong> the PDF files you upload and who uploaded them.
            </li>
            <li>
              <strong>Newsletter:</strong> your email address and, if you give it, your name.
            </li>
            <li>
              <strong>Technical data:</strong> one session cookie that keeps you signed in, and
              server logs of requests (address, time, page). We use no advertising or tracking
              cookies, and our logs never hold passwords, sign-in tokens or payment details.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'why',
      title: 'Why we use it',
      body: (
        <ul>
          <li>
            To provide the tutoring, visits, workshops and videos you ask for (our contract with
            you).
          </li>
          <li>To answer your requests and messages, as you asked us to.</li>
          <li>To take and reconcile payments and keep the accounting records the law requires.</li>
          <li>
            To protect learners under 18: a parent or guardian must consent before they book or pay.
          </li>
          <li>To send the newsletter, only after you confirm your address (your consent).</li>
          <li>To keep the website secure and stop abuse (our legitimate interest).</li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      body: (
        <>
          <p>
            We never sell personal information. We share it only with service providers who work for
            us under contract and keep it confidential:
          </p>
          <ul>
            <li>the email service that delivers our emails;</li>
            <li>the payment gateway that processes card payments;</li>
            <li>the hosting and file-storage providers that run this website;</li>
            <li>the video-meeting service (Google Meet or Jitsi Meet) for a confirmed session;</li>
            <li>your tutor, who sees what they need to teach you.</li>
          </ul>
          <p>
            Some of these providers may store information outside South Africa; we use only
            providers bound to protect it at least as POPIA requires.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <ul>
          <li>
            Your account and profile: while you have the account. Deleting the account deletes them
            at once, with your sessions, guardian consent and newsletter subscription.
          </li>
          <li>
            Booking and payment records: 5 years after the payment, as South African tax law
            requires; after you delete your account they are no longer linked to you.
          </li>
          <li>Form submissions and messages: 2 years, then deleted.</li>
          <li>Newsletter: until you unsubscribe.</li>
          <li>Server logs: 30 days.</li>
        </ul>
      ),
    },
    {
      id: 'security',
      title: 'How we protect it',
      body: (
        <p>
          Pages and data travel encrypted (HTTPS). Passwords are stored as strong one-way hashes,
          sign-in sessions can be ended at any time, and only our administrator can see submissions.
          Access is limited to the people who need it, and we would tell you and the Information
          Regulator of a breach that affects you.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <>
          <p>
            You may ask what personal information we hold about you, have it corrected, have it
            deleted, and object to its use. Signed-in students can do most of this themselves on
            their <Link to={paths.profile.getHref()}>profile</Link>: edit their details, download
            all their data, and delete their account.
          </p>
          <p>
            For anything else, email our information officer. We answer within 30 days, free of
            charge.
          </p>
          <OfficerContact facts={facts} />
          <p>
            If you are not satisfied, you may complain to the Information Regulator (South Africa):{' '}
            <a href="https://inforegulator.org.za" target="_blank" rel="noopener noreferrer">
              inforegulator.org.za
            </a>
            .
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: 'Learners under 18',
      body: (
        <p>
          Every high school learner, and anyone under 18, needs a parent&apos;s or guardian&apos;s
          consent (POPIA section 35). When such a learner registers, we email the parent or guardian
          a single-use consent link. Until they consent, the learner can sign in and edit the
          profile but cannot book or pay. A parent or guardian may contact the information officer
          to see, correct or delete the learner&apos;s information.
        </p>
      ),
    },
    {
      id: 'marketing',
      title: 'Newsletter and marketing',
      body: (
        <p>
          We send the newsletter only after you confirm your address by clicking the link we email
          you, and every newsletter has an unsubscribe link that works at once. Receipts and booking
          emails are not marketing and are sent because you asked for the service.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this notice',
      body: (
        <p>
          If we change this notice, we publish the new version here with its date, and email account
          holders about any change that affects them. Questions? See our{' '}
          <Link to={paths.contact.getHref()}>contact page</Link> or our{' '}
          <Link to={paths.terms.getHref()}>Terms of Service</Link>.
        </p>
      ),
    },
  ]
}
