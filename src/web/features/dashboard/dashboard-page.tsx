import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { dashboardMessages as m } from '#shared/messages.ts'
import type { Booking } from '#shared/schemas/booking.ts'
import { AccountNotices } from '#web/components/account-notices/account-notices.tsx'
import { LinkButton } from '#web/components/ui/button.tsx'
import { Container } from '#web/components/ui/container.tsx'
import {
  CalendarIcon,
  CheckCircleIcon,
  ClockIcon,
  GraduationCapIcon,
  UsersIcon,
  WalletIcon,
} from '#web/components/ui/icons.tsx'
import { useBookings } from '#web/features/bookings/bookings-api.ts'
import { useStudentProfile } from '#web/features/profile/api/get-student-profile.ts'
import { useSession } from '#web/lib/session.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { BookingListItem } from './booking-list-item.tsx'
import { PackageHoursCards } from './package-hours-cards.tsx'
import { WeeklySeriesCards } from './weekly-series-cards.tsx'
import { dashboardListSize, summarizeBookings, welcomeName } from './dashboard-summary.ts'

function StatCard({
  label,
  value,
  icon,
}: {
  label: string
  value: number | undefined
  icon: ReactNode
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center gap-2 text-slate-700">
        {icon}
        <p className="text-sm font-medium">{label}</p>
      </div>
      {value === undefined ? (
        <div className="mt-2 h-8 w-12 animate-pulse rounded bg-slate-200" aria-hidden="true" />
      ) : (
        <p className="mt-1 text-3xl font-bold text-slate-900">{value}</p>
      )}
    </div>
  )
}

function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-3" data-testid="list-skeleton">
      {[0, 1, 2].map((i) => (
        <li key={i} className="h-20 animate-pulse rounded-xl bg-slate-200" />
      ))}
    </ul>
  )
}

function SessionList({
  title,
  loading,
  items,
  upcoming,
  more,
  empty,
}: {
  title: string
  loading: boolean
  items: Booking[]
  upcoming: boolean
  more: (count: number) => string
  empty: ReactNode
}) {
  const shown = items.slice(0, dashboardListSize)
  const hidden = items.length - shown.length
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
    >
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-4" aria-busy={loading}>
        {loading ? (
          <ListSkeleton />
        ) : items.length === 0 ? (
          empty
        ) : (
          <>
            <ul className="space-y-3">
              {shown.map((booking) => (
                <BookingListItem key={booking.id} booking={booking} upcoming={upcoming} />
              ))}
            </ul>
            {hidden > 0 ? <p className="mt-3 text-sm text-slate-700">{more(hidden)}</p> : null}
          </>
        )}
      </div>
    </section>
  )
}

/** /dashboard (spec part 1 §2, §4): the student's sessions at a glance. */
function DashboardPage() {
  usePageTitle('Your Dashboard')
  const session = useSession()
  const bookings = useBookings()
  const profile = useStudentProfile()

  if (session.status === 'pending') {
    return (
      <Container className="py-16">
        <p role="status" className="text-center text-slate-700">
          Loading your dashboard...
        </p>
      </Container>
    )
  }
  if (!session.user) {
    return (
      <Container className="py-16 text-center">
        <p className="text-xl font-semibold text-slate-900">{m.signInRequired}</p>
        <LinkButton to={paths.home.getHref()} variant="primary" className="mt-6">
          {m.returnToHome}
        </LinkButton>
      </Container>
    )
  }

  const summary = bookings.data ? summarizeBookings(bookings.data) : undefined
  // The bookings fetch failing is only logged by the spec; the lists then show as empty.
  const loading = bookings.isPending
  const name = welcomeName(profile.data?.name ?? session.user.name, session.user.email)

  return (
    <>
      <div className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <Container className="py-10 sm:py-12">
          <h1 className="text-3xl font-bold sm:text-4xl">{m.welcomeBack(name)}</h1>
          <p className="mt-2 text-brand-100">
            {summary
              ? `You have completed ${summary.completed} ${summary.completed === 1 ? 'session' : 'sessions'}.`
              : 'Loading your sessions...'}
          </p>
        </Container>
      </div>
      <Container className="space-y-8 py-8">
        <AccountNotices user={session.user} offerBooking={false} />
        {profile.isSuccess && profile.data === null ? (
          <section
            data-testid="complete-profile-banner"
            className="flex flex-col gap-3 rounded-2xl border border-accent-300 bg-accent-50 p-5 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <h2 className="text-lg font-semibold text-slate-900">{m.completeProfile}</h2>
              <p className="text-slate-800">
                Tell us your category and level so we can match you with the right tutor.
              </p>
            </div>
            <LinkButton to={paths.profile.getHref()} variant="accent">
              {m.completeProfile}
            </LinkButton>
          </section>
        ) : null}

        <section
          aria-label="Your numbers"
          className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
        >
          <StatCard
            label="Total Bookings"
            value={summary?.total}
            icon={<CalendarIcon className="size-5" />}
          />
          <StatCard
            label="Completed Sessions"
            value={summary?.completed}
            icon={<CheckCircleIcon className="size-5" />}
          />
          <StatCard
            label="Upcoming Sessions"
            value={summary?.upcoming.length}
            icon={<ClockIcon className="size-5" />}
          />
          <StatCard
            label="Pending Payments"
            value={summary?.pendingPayments}
            icon={<WalletIcon className="size-5" />}
          />
        </section>

        <PackageHoursCards />
        <WeeklySeriesCards />

        <section aria-label="Quick actions" className="grid gap-3 sm:grid-cols-3">
          <LinkButton to={paths.book.getHref()} variant="accent" size="lg">
            <CalendarIcon className="size-5" /> Book a Session
          </LinkButton>
          <LinkButton to={paths.profile.getHref()} variant="outline" size="lg">
            <GraduationCapIcon className="size-5" /> Your Profile
          </LinkButton>
          <LinkButton to={paths.tutors.getHref()} variant="outline" size="lg">
            <UsersIcon className="size-5" /> Find a Tutor
          </LinkButton>
        </section>

        <div className="grid gap-6 lg:grid-cols-2">
          <SessionList
            title="Upcoming Sessions"
            loading={loading}
            items={summary?.upcoming ?? []}
            upcoming
            more={m.moreUpcoming}
            empty={
              <div className="py-6 text-center">
                <p className="font-semibold text-slate-900">{m.noUpcoming}</p>
                <Link
                  to={paths.book.getHref()}
                  className="mt-2 inline-block font-medium text-brand-700 underline underline-offset-2"
                >
                  {m.bookFirst}
                </Link>
              </div>
            }
          />
          <SessionList
            title="Recent Activity"
            loading={loading}
            items={summary?.recent ?? []}
            upcoming={false}
            more={m.moreRecent}
            empty={<p className="py-6 text-center font-semibold text-slate-900">{m.noRecent}</p>}
          />
        </div>
      </Container>
    </>
  )
}

export { DashboardPage as Component }
