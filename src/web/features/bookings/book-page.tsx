import { useState } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import type { Booking } from '#shared/schemas/booking.ts'
import type { BookingSeries } from '#shared/schemas/booking-series.ts'
import { SeriesSuccess } from '#web/features/booking-series/series-success.tsx'
import { AccountNotices } from '#web/components/account-notices/account-notices.tsx'
import { useStudentStatus } from '#web/components/account-notices/get-student-status.ts'
import type { TutoringPackage } from '#shared/schemas/packages.ts'
import { LinkButton } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { PageLoading } from '#web/components/ui/page-loading.tsx'
import {
  canSchedule,
  hoursLeftLine,
  packageTitle,
} from '#web/features/packages/package-hours-text.ts'
import { usePackages } from '#web/features/packages/packages-api.ts'
import { useTutor, useTutors } from '#web/features/tutors/get-tutors.ts'
import { useSession } from '#web/lib/session.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { useMathematicsModules } from './bookings-api.ts'
import { BookingForm } from './booking-form.tsx'
import { packageIdFromQuery, tutorIdFromQuery } from './booking-form-state.ts'
import { BookingSuccess } from './booking-success.tsx'

/** Why a package's hours cannot be scheduled now (D26). */
function unavailableText(pkg: TutoringPackage): string {
  if (pkg.status === 'lapsed') return 'The hours of this package have lapsed.'
  if (pkg.status === 'cancelled') return 'This package was cancelled.'
  if (!pkg.paid) return 'These hours can be scheduled once your bank transfer has arrived.'
  return 'Every hour of this package has been scheduled or used.'
}

function Loading() {
  return <PageLoading>Loading the booking form...</PageLoading>
}

/** /book (spec part 1 §2-§5, D8, D13, D23): loading, the form, then the success screen. */
function BookPage() {
  usePageTitle('Book a Session')
  const session = useSession()
  const [searchParams] = useSearchParams()
  const freeConsultation = searchParams.get('type') === 'free_consultation'
  const tutorId = tutorIdFromQuery(searchParams.get('tutor'))
  // D26: /book?package=… schedules a session from that package's hours.
  const packageId = packageIdFromQuery(searchParams.get('package'))

  // D13: the four loads run in parallel.
  const modules = useMathematicsModules()
  const tutors = useTutors()
  const status = useStudentStatus()
  const tutor = useTutor(tutorId)
  const packages = usePackages({ enabled: packageId !== undefined })

  const [booked, setBooked] = useState<{ booking: Booking; openTime: boolean } | null>(null)
  const [bookedSeries, setBookedSeries] = useState<BookingSeries | null>(null)
  // A new form (defaults, no payment, a new idempotency key) after 'Book Another Session'.
  const [formKey, setFormKey] = useState(0)

  if (session.status === 'pending') return <Loading />
  if (!session.user) return <Navigate to={paths.home.getHref()} replace />
  if (status.data && !status.data.is_student)
    return <Navigate to={paths.profile.getHref()} replace />

  const loading =
    modules.isPending ||
    status.isPending ||
    tutors.isPending ||
    (packageId !== undefined && packages.isPending)
  const blocked =
    status.data && (!status.data.email_verified || status.data.guardian_consent_pending)
  const chosenTutor = tutorId !== undefined ? tutor.data : undefined
  const chosenPackage = packages.data?.find((pkg) => pkg.id === packageId)
  const hoursPackage = chosenPackage && canSchedule(chosenPackage) ? chosenPackage : undefined

  return (
    <>
      <PageHeader
        eyebrow={freeConsultation ? 'Free consultation' : 'Tutoring'}
        title={
          freeConsultation
            ? 'Book Your Free Consultation'
            : packageId
              ? 'Schedule a Session'
              : 'Book a Session'
        }
        lead={
          hoursPackage
            ? `From your ${packageTitle(hoursPackage)}: ${hoursLeftLine(hoursPackage)}`
            : chosenTutor
              ? `With ${chosenTutor.name}${chosenTutor.qualifications ? ` – ${chosenTutor.qualifications}` : ''}`
              : 'Choose your session, module and time (South African time). We confirm within 24 hours.'
        }
      />
      <Container className="py-10">
        {loading ? (
          <Loading />
        ) : modules.isError || status.isError || (packageId && packages.isError) ? (
          <Card className="p-6 text-center text-slate-800">
            The booking form could not be loaded. Please check your connection and refresh the page.
          </Card>
        ) : blocked ? (
          // D8, D23: why booking is locked, with a way to unlock it.
          <AccountNotices user={session.user} offerBooking={false} />
        ) : bookedSeries ? (
          <SeriesSuccess
            series={bookedSeries}
            onBookAnother={() => {
              setBookedSeries(null)
              setFormKey((key) => key + 1)
            }}
          />
        ) : packageId && !hoursPackage && !booked ? (
          <Card className="mx-auto max-w-xl p-6 text-center" data-testid="package-unavailable">
            <p className="font-semibold text-slate-900">
              {chosenPackage ? unavailableText(chosenPackage) : 'This package could not be found.'}
            </p>
            <LinkButton to={paths.dashboard.getHref()} variant="outline" className="mt-4">
              Back to your dashboard
            </LinkButton>
          </Card>
        ) : booked ? (
          <BookingSuccess
            booking={booked.booking}
            openTime={booked.openTime}
            onBookAnother={() => {
              setBooked(null)
              setFormKey((key) => key + 1)
            }}
          />
        ) : (
          <Card className="mx-auto max-w-3xl p-5 sm:p-8">
            <BookingForm
              key={formKey}
              modules={modules.data ?? []}
              tutors={tutors.data ?? []}
              freeConsultation={freeConsultation}
              initialTutorId={tutorId}
              hoursPackage={hoursPackage}
              onBooked={(booking, how) => {
                setBooked({ booking, openTime: how.openTime })
              }}
              onSeriesBooked={(series) => {
                setBookedSeries(series)
              }}
            />
          </Card>
        )}
      </Container>
    </>
  )
}

export { BookPage as Component }
