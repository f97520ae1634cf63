import { Link } from 'react-router'
import { replyPromise } from '#shared/business-facts.ts'
import { formatZar } from '#shared/money.ts'
import { labelOf, packageTypes } from '#shared/options.ts'
import {
  donationMinRand,
  gautengHourlyRateCents,
  onlineWorkshopHourlyRateCents,
  outsideGautengHourlyRateCents,
  packagePricesCents,
  videoPricePerChapterCents,
  videoVolumeDiscounts,
} from '#shared/pricing.ts'
import { paths } from '#web/paths.ts'
import type { LegalSection } from './legal-layout.tsx'

/** The hours before a confirmed session until which a student may cancel (D17). */
export const CANCEL_NOTICE_HOURS = 24
const REFUND_DAYS = 14

const videoDiscountText = [...videoVolumeDiscounts]
  .reverse()
  .map((tier) => `${tier.label} ${tier.percent}%`)
  .join(', ')

const paidPackages = (['1_hour', '2_hours', '1_week', '1_month'] as const).map((value) => ({
  label: labelOf(packageTypes, value),
  price: formatZar(packagePricesCents[value]),
}))

/** Terms of service, matching D15-D17 and the prices in shared/pricing.ts. */
export function termsSections(
  businessName: string,
  businessEmail: string | undefined,
): LegalSection[] {
  const contact = businessEmail ? (
    <a href={`mailto:${businessEmail}`}>{businessEmail}</a>
  ) : (
    'our contact page'
  )
  return [
    {
      id: 'agreement',
      title: 'These terms',
      body: (
        <p>
          These terms apply when you use this website and when you book, pay for or cancel tutoring,
          school visits, teacher workshops or video orders with {businessName}. By booking you
          accept them. Times are South African Standard Time (SAST) and prices are in South African
          rand (ZAR), including any VAT that applies.
        </p>
      ),
    },
    {
      id: 'accounts',
      title: 'Your account',
      body: (
        <ul>
          <li>
            An account is for one person; keep your password to yourself and your details accurate.
          </li>
          <li>You must verify your email address before you can book.</li>
          <li>
            Learners under 18 need a parent&apos;s or guardian&apos;s consent before they can book
            or pay; the parent or guardian accepts these terms for them.
          </li>
        </ul>
      ),
    },
    {
      id: 'sessions-and-prices',
      title: 'Tutoring sessions and prices',
      body: (
        <>
          <p>
            A free 30-minute consultation is available to new students, with no account needed. Paid
            packages:
          </p>
          <ul data-testid="package-prices">
            {paidPackages.map((item) => (
              <li key={item.label}>
                {item.label}: {item.price}
              </li>
            ))}
          </ul>
          <p>
            The price you see when you book is the price you pay: our server calculates it and
            ignores any other amount.
          </p>
        </>
      ),
    },
    {
      id: 'booking',
      title: 'How a booking works',
      body: (
        <ul>
          <li>
            A new booking is <strong>pending</strong>. We contact you within {replyPromise.hours}{' '}
            hours to agree the time.
          </li>
          <li>
            When we <strong>confirm</strong> it, we set the date and time, your tutor and the
            meeting link, and email you a calendar invitation. Reminders follow 24 hours and 1 hour
            before.
          </li>
          <li>
            After the session it is marked <strong>completed</strong>.
          </li>
          <li>
            A tutor&apos;s time slot can be booked only once; if someone took it first, choose
            another time.
          </li>
        </ul>
      ),
    },
    {
      id: 'payment',
      title: 'Payment',
      body: (
        <ul>
          <li>
            <strong>Card (Google Pay):</strong> the payment is checked by our server with the
            payment gateway before your booking is accepted. We never see or store your card number.
          </li>
          <li>
            <strong>EFT bank transfer:</strong> you receive our bank details and a unique payment
            reference. Your booking stays pending until the payment reaches our account and we mark
            it paid; use the reference so we can match it.
          </li>
          <li>Free consultations need no payment.</li>
        </ul>
      ),
    },
    {
      id: 'cancellation',
      title: 'Cancellations and refunds',
      body: (
        <ul data-testid="cancellation-terms">
          <li>
            You may cancel a pending booking at any time, and a confirmed session up to{' '}
            {CANCEL_NOTICE_HOURS} hours before it starts, from your dashboard or by contacting us.
          </li>
          <li>
            A paid booking you cancel in time is refunded in full, to your card or bank account,
            within {REFUND_DAYS} days.
          </li>
          <li>
            Less than {CANCEL_NOTICE_HOURS} hours before a confirmed session, or if you do not
            attend, the session is not refunded; ask us and we will try to move it.
          </li>
          <li>
            If we cancel a session, or cannot offer a time that suits you, you receive a full refund
            or a new time, as you prefer.
          </li>
          <li>
            Nothing in these terms takes away your rights under the Consumer Protection Act or the
            Electronic Communications and Transactions Act.
          </li>
        </ul>
      ),
    },
    {
      id: 'schools-and-teachers',
      title: 'School visits, workshops and video orders',
      body: (
        <ul>
          <li>
            School visits cost {formatZar(gautengHourlyRateCents)} an hour in Gauteng and{' '}
            {formatZar(outsideGautengHourlyRateCents)} an hour in other provinces, less the group
            discount shown with the estimate. We confirm the visit and the final price in writing
            before it takes place.
          </li>
          <li>
            Teacher workshops cost {formatZar(onlineWorkshopHourlyRateCents)} an hour online, and
            the school-visit rates face to face. We confirm before the workshop.
          </li>
          <li>
            Teaching videos cost {formatZar(videoPricePerChapterCents)} per chapter, with volume
            discounts ({videoDiscountText}). Production starts once the order is paid; an order can
            be cancelled for a full refund until we begin the script.
          </li>
        </ul>
      ),
    },
    {
      id: 'donations',
      title: 'Donations',
      body: (
        <p>
          Donations (minimum R{donationMinRand}) support learners who cannot pay and are not
          refundable, except for a payment made in error, which we refund when you tell us within 30
          days.
        </p>
      ),
    },
    {
      id: 'library',
      title: 'Library uploads and acceptable use',
      body: (
        <ul>
          <li>
            Upload only PDF files you wrote or have the right to share. We remove material that
            infringes copyright or is unlawful or offensive.
          </li>
          <li>
            Do not misuse the website: no attempts to break in, overload it or send unsolicited
            messages through its forms.
          </li>
        </ul>
      ),
    },
    {
      id: 'liability',
      title: 'Our responsibility',
      body: (
        <p>
          We teach with care, but results depend on many things, so we cannot promise a mark. Our
          liability for a booking is limited to what you paid for it, except where the law does not
          allow such a limit.
        </p>
      ),
    },
    {
      id: 'law-and-contact',
      title: 'Law and contact',
      body: (
        <p>
          South African law applies to these terms. Questions or complaints: email {contact} or use
          our <Link to={paths.contact.getHref()}>contact page</Link>; we reply within{' '}
          {replyPromise.hours} hours. How we handle personal information is set out in our{' '}
          <Link to={paths.privacy.getHref()}>Privacy Policy</Link>.
        </p>
      ),
    },
  ]
}
