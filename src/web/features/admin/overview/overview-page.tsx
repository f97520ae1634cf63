import { clsx } from 'clsx'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { submissionKinds } from '#shared/admin.ts'
import { formatZar } from '#shared/money.ts'
import { labelOf } from '#shared/options.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import type { AdminOverview } from '#shared/schemas/admin-overview.ts'
import { ArrowRightIcon } from '#web/components/ui/icons.tsx'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { useOverview } from './api/get-overview.ts'
import { overviewMessages as t } from './overview-messages.ts'

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {lead ? <p className="text-sm text-slate-700">{lead}</p> : null}
      </div>
      {children}
    </section>
  )
}

/**
 * One count that leads to the list behind it. A count above zero stands out (amber) when
 * it is work waiting; the whole tile is the link, named by its number and label.
 */
function CountLink({
  to,
  count,
  label,
  hint,
  urgent = false,
  testId,
}: {
  to: string
  count: number
  label: string
  hint?: string
  urgent?: boolean
  testId: string
}) {
  const waiting = urgent && count > 0
  return (
    <Link
      to={to}
      data-testid={testId}
      className={clsx(
        'group flex min-h-24 items-center justify-between gap-4 rounded-2xl border p-5 shadow-sm transition-colors',
        waiting
          ? 'border-amber-300 bg-amber-50 hover:bg-amber-100'
          : 'border-slate-200 bg-white hover:bg-slate-50',
      )}
    >
      <span className="min-w-0">
        <span
          className={clsx(
            'block text-3xl font-bold tabular-nums',
            waiting ? 'text-amber-900' : 'text-slate-900',
          )}
          data-testid="count"
        >
          {count}
        </span>
        <span className="block font-semibold text-slate-900">{label}</span>
        {hint ? <span className="block text-sm text-slate-700">{hint}</span> : null}
      </span>
      <ArrowRightIcon className="size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5" />
    </Link>
  )
}

/** A figure of the month: what it counts, and the number or amount. */
function Figure({
  label,
  value,
  detail,
  testId,
}: {
  label: string
  value: string
  detail?: string
  testId: string
}) {
  return (
    <div
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid={testId}
    >
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-xl font-bold break-words text-slate-900 tabular-nums sm:text-2xl">
        {value}
      </dd>
      {detail ? <dd className="text-sm text-slate-700">{detail}</dd> : null}
    </div>
  )
}

function OverviewView({ overview }: { overview: AdminOverview }) {
  const { attention, month } = overview
  const unpaid = attention.unpaid_bank_transfers
  const sinceVisit = overview.previous_visit_at !== null
  const unpaidHeadingId = useId()
  return (
    <div className="space-y-10">
      <Section title={t.attentionHeading}>
        <div className="grid gap-4 md:grid-cols-2">
          <CountLink
            to={paths.adminBookings.getHref({ status: 'pending' })}
            count={attention.pending_bookings}
            label={t.pendingBookings}
            hint={t.pendingBookingsHint}
            urgent
            testId="attention-pending-bookings"
          />
          <CountLink
            to={paths.adminBookings.getHref({ refund_due: 'true' })}
            count={attention.refunds_due}
            label={t.refundsDue}
            hint={t.refundsDueHint}
            urgent
            testId="attention-refunds-due"
          />
        </div>
        <div className={card}>
          <h3 id={unpaidHeadingId} className="font-semibold text-slate-900">
            {t.unpaidHeading}
          </h3>
          <ul aria-labelledby={unpaidHeadingId} className="mt-3 grid gap-3 sm:grid-cols-3">
            {(
              [
                [
                  t.unpaidBookings,
                  unpaid.bookings,
                  paths.adminBookings.getHref({ payment_status: 'pending' }),
                  'unpaid-bookings',
                ],
                [
                  t.unpaidVideoOrders,
                  unpaid.video_orders,
                  paths.adminSubmissions.getHref('video-orders', { payment_status: 'pending' }),
                  'unpaid-video-orders',
                ],
                [
                  t.unpaidDonations,
                  unpaid.donations,
                  paths.adminSubmissions.getHref('donations', { payment_status: 'pending' }),
                  'unpaid-donations',
                ],
              ] as const
            ).map(([label, count, to, testId]) => (
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
                  <span
                    className="text-xl font-bold text-slate-900 tabular-nums"
                    data-testid="count"
                  >
                    {count}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section title={t.submissionsHeading} lead={t.submissionsLead}>
        <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          {overview.submissions.map((entry) => (
            <li key={entry.kind}>
              <Link
                to={paths.adminSubmissions.getHref(entry.kind, { status: 'new' })}
                data-testid={`new-${entry.kind}`}
                className={clsx(
                  'flex h-full min-h-20 flex-col justify-center rounded-xl border px-3 py-3 shadow-sm transition-colors sm:px-4',
                  entry.new_count > 0
                    ? 'border-blue-200 bg-blue-50 hover:bg-blue-100'
                    : 'border-slate-200 bg-white hover:bg-slate-50',
                )}
              >
                <span className="flex items-baseline justify-between gap-3">
                  <span className="font-medium text-slate-900">
                    {labelOf(submissionKinds, entry.kind)}
                  </span>
                  <span
                    className="text-xl font-bold text-slate-900 tabular-nums"
                    data-testid="count"
                  >
                    {entry.new_count}
                  </span>
                </span>
                {sinceVisit && entry.since_last_visit > 0 ? (
                  <span className="mt-0.5 text-sm font-medium text-blue-900">
                    {t.sinceLastVisit(entry.since_last_visit)}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <div className="grid gap-10 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Section title={t.newsletterHeading}>
          <CountLink
            to={paths.adminNewsletter.getHref()}
            count={overview.newsletter.confirmed}
            label={t.confirmedSubscribers}
            hint={
              sinceVisit && overview.newsletter.since_last_visit > 0
                ? t.sinceLastVisit(overview.newsletter.since_last_visit)
                : undefined
            }
            testId="newsletter-confirmed"
          />
        </Section>

        <Section title={t.monthHeading(month.label)} lead={t.monthLead}>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4">
            <Figure
              label={t.monthBookings}
              value={String(month.bookings)}
              testId="month-bookings"
            />
            <Figure
              label={t.bookingRevenue}
              value={formatZar(month.revenue_cents.bookings)}
              testId="month-booking-revenue"
            />
            <Figure
              label={t.videoRevenue}
              value={formatZar(month.revenue_cents.video_orders)}
              testId="month-video-revenue"
            />
            <Figure
              label={t.donations}
              value={formatZar(month.donations_cents)}
              detail={t.donationCount(month.donations)}
              testId="month-donations"
            />
          </dl>
        </Section>
      </div>
    </div>
  )
}

function OverviewLoading() {
  return (
    <div role="status" className="min-h-[40rem]">
      <p className="text-slate-700">{t.loading}</p>
      <div aria-hidden="true" className="mt-4 grid gap-4 md:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-28 rounded-2xl bg-slate-200 motion-safe:animate-pulse" />
        ))}
      </div>
    </div>
  )
}

/** /admin: the back office's first page. What needs doing, what is new, and the month. */
function OverviewPage() {
  usePageTitle(t.title)
  const overview = useOverview()
  const previous = overview.data?.previous_visit_at

  let body
  if (overview.isPending) {
    body = <OverviewLoading />
  } else if (overview.isError) {
    body = (
      <LoadFailed
        title={t.loadFailed}
        hint={t.loadFailedHint}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
        className=""
      />
    )
  } else {
    body = <OverviewView overview={overview.data} />
  }

  return (
    <div className="space-y-8">
      <AdminPageHeader
        title={t.title}
        // Kept in place while loading, so the page does not move when the answer arrives.
        lead={
          <span className="block min-h-6">
            {overview.data
              ? previous
                ? t.leadSince(formatSastDateTime(previous))
                : t.leadFirstVisit
              : ''}
          </span>
        }
      />
      {body}
    </div>
  )
}

export { OverviewPage as Component }
