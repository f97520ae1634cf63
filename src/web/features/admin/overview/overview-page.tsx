import { formatZar } from '#shared/money.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import type { AdminOverview } from '#shared/schemas/admin-overview.ts'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { useOverview } from './api/get-overview.ts'
import { AttentionSection } from './attention-section.tsx'
import { BackupsSection } from './backups-section.tsx'
import { NewSubmissionsSection } from './new-submissions-section.tsx'
import { overviewMessages as t } from './overview-messages.ts'
import { CountLink, Figure, Section } from './overview-parts.tsx'

function OverviewView({ overview }: { overview: AdminOverview }) {
  const { month } = overview
  const sinceVisit = overview.previous_visit_at !== null
  return (
    <div className="space-y-10">
      <AttentionSection attention={overview.attention} />
      <NewSubmissionsSection overview={overview} sinceVisit={sinceVisit} />

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
      <BackupsSection />
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
