import { clsx } from 'clsx'
import { useId } from 'react'
import { Link } from 'react-router'
import type { AdminOverview } from '#shared/schemas/admin-overview.ts'
import { paths } from '#web/paths.ts'
import { overviewMessages as t } from './overview-messages.ts'
import { card, CountLink, Section } from './overview-parts.tsx'

/**
 * Refunds owed: cancelled paid bookings and cancelled packages' unused hours (D26), each
 * kind linking to its list of what is owed. Amber while any is owed.
 */
function RefundsDue({ attention }: { attention: AdminOverview['attention'] }) {
  const headingId = useId()
  const packages = attention.package_refunds_due
  const lists = [
    {
      label: t.refundsDueBookings,
      count: attention.refunds_due - packages,
      to: paths.adminBookings.getHref({ refund_due: 'true' }),
      testId: 'refunds-due-bookings',
    },
    {
      label: t.refundsDuePackages,
      count: packages,
      to: paths.adminPackages.getHref({ refund_due: 'true' }),
      testId: 'refunds-due-packages',
    },
  ]
  const waiting = attention.refunds_due > 0
  return (
    <section
      aria-labelledby={headingId}
      data-testid="attention-refunds-due"
      className={clsx(
        'flex min-h-24 flex-col justify-center rounded-2xl border p-5 shadow-sm',
        waiting ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white',
      )}
    >
      <h3 id={headingId}>
        <span
          className={clsx(
            'block text-3xl font-bold tabular-nums',
            waiting ? 'text-amber-900' : 'text-slate-900',
          )}
          data-testid="count"
        >
          {attention.refunds_due}
        </span>
        <span className="block font-semibold text-slate-900">{t.refundsDue}</span>
      </h3>
      <p className="text-sm text-slate-700">{t.refundsDueHint}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {lists.map(({ label, count, to, testId }) => (
          <li key={testId}>
            <Link
              to={to}
              data-testid={testId}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
            >
              {label}: {count}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * Bookings to confirm, refunds owed (a cancelled paid booking; a card payment the gateway
 * would not refund) and bank transfers awaited: work waiting, in amber.
 */
export function AttentionSection({ attention }: { attention: AdminOverview['attention'] }) {
  const unpaid = attention.unpaid_bank_transfers
  const unpaidHeadingId = useId()
  const cardRefunds = attention.card_refunds
  const transfers = [
    {
      label: t.unpaidBookings,
      count: unpaid.bookings,
      to: paths.adminBookings.getHref({ payment_status: 'pending' }),
      testId: 'unpaid-bookings',
    },
    {
      label: t.unpaidVideoOrders,
      count: unpaid.video_orders,
      to: paths.adminSubmissions.getHref('video-orders', { payment_status: 'pending' }),
      testId: 'unpaid-video-orders',
    },
    {
      label: t.unpaidDonations,
      count: unpaid.donations,
      to: paths.adminSubmissions.getHref('donations', { payment_status: 'pending' }),
      testId: 'unpaid-donations',
    },
  ]
  return (
    <Section title={t.attentionHeading}>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <CountLink
          to={paths.adminBookings.getHref({ status: 'pending' })}
          count={attention.pending_bookings}
          label={t.pendingBookings}
          hint={t.pendingBookingsHint}
          urgent
          testId="attention-pending-bookings"
        />
        <RefundsDue attention={attention} />
        <CountLink
          to={paths.adminCardRefunds.getHref(
            cardRefunds.failed > 0 ? { status: 'refund_failed' } : {},
          )}
          count={cardRefunds.failed}
          label={t.cardRefundsFailed}
          hint={t.cardRefundsFailedHint(cardRefunds.refunded_this_month)}
          urgent
          testId="attention-card-refunds"
        />
      </div>
      <div className={card}>
        <h3 id={unpaidHeadingId} className="font-semibold text-slate-900">
          {t.unpaidHeading}
        </h3>
        <ul aria-labelledby={unpaidHeadingId} className="mt-3 grid gap-3 sm:grid-cols-3">
          {transfers.map(({ label, count, to, testId }) => (
            <li key={testId}>
              <Link
                to={to}
                data-testid={testId}
                className={clsx(
                  'flex min-h-14 items-center justify-between gap-3 rounded-xl border px-4 py-2 transition-colors',
                  count > 0
                    ? 'border-amber-300 bg-amber-50 hover:bg-amber-100'
                    : 'border-slate-200 hover:bg-slate-50',
                )}
              >
                <span className="font-medium text-slate-900">{label}</span>
                <span className="text-xl font-bold text-slate-900 tabular-nums" data-testid="count">
                  {count}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
