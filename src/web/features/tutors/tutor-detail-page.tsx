import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import type { ReactNode } from 'react'
import { Link, Navigate, useParams } from 'react-router'
import { tutorMessages as m } from '#shared/messages.ts'
import { formatZar } from '#shared/money.ts'
import { packageTypes } from '#shared/options.ts'
import { packagePriceCents } from '#shared/pricing.ts'
import { LinkButton } from '#web/components/ui/button.tsx'
import { Container } from '#web/components/ui/container.tsx'
import {
  CheckCircleIcon,
  ClockIcon,
  GraduationCapIcon,
  VideoIcon,
} from '#web/components/ui/icons.tsx'
import { PageLoading } from '#web/components/ui/page-loading.tsx'
import { RatingSummary } from '#web/components/ui/star-rating.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useSession } from '#web/lib/session.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { publicPages, tutorPageMeta } from '#shared/site-pages.ts'
import { paths } from '#web/paths.ts'
import { useTutor } from './get-tutors.ts'
import { TutorAvatar } from './tutor-avatar.tsx'
import { nextOpenText, yearsOfExperience } from './tutor-card-text.ts'
import { parseTutorId } from './tutor-id.ts'
import { TutorReviews } from './tutor-reviews.tsx'

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-title` : undefined}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id ? `${id}-title` : undefined} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** Shown for the moment before the redirect to the list takes effect. */
function NotFound() {
  return (
    <Container className="py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{m.notFound}</h1>
      <Link
        to={paths.tutors.getHref()}
        className="mt-4 inline-block font-medium text-brand-700 underline"
      >
        {m.seeAll}
      </Link>
    </Container>
  )
}

/** No answer came (offline, server unreachable): not a missing tutor, so stay and offer a retry. */
function TutorLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Container className="py-16">
      <h1 className="sr-only">Tutor profile</h1>
      <LoadFailed title={m.loadOneFailed} onRetry={onRetry} retrying={retrying}>
        <Link to={paths.tutors.getHref()} className="font-medium text-brand-700 underline">
          {m.seeAll}
        </Link>
      </LoadFailed>
    </Container>
  )
}

/** The title while the tutor loads (or fails to). */
const loadingMeta = { title: 'Tutor profile', description: publicPages['/tutors'].description }

/** /tutors/:id (spec part 1 §2; public for visitors, whose buttons lead home, D24). */
function TutorDetailPage() {
  const { id } = useParams()
  const tutorId = parseTutorId(id)
  const tutor = useTutor(tutorId)
  const session = useSession()
  usePageMeta(tutor.data ? tutorPageMeta(tutor.data) : loadingMeta)

  // A missing tutor (a non-OK answer, or an id that is not one) goes back to the list
  // (spec part 1 §2, §8). <Navigate> acts after rendering, so the fallback shows meanwhile.
  if (tutorId === undefined || tutor.error instanceof ApiError) {
    return (
      <>
        <Navigate to={paths.tutors.getHref()} replace />
        <NotFound />
      </>
    )
  }
  if (tutor.isError) {
    return <TutorLoadFailed onRetry={() => void tutor.refetch()} retrying={tutor.isFetching} />
  }
  if (tutor.isPending) {
    return (
      <Container>
        <PageLoading>{m.loadingOne}</PageLoading>
      </Container>
    )
  }
  const t = tutor.data
  const nextOpen = nextOpenText(t.next_open_at)
  const signedIn = Boolean(session.user)
  // A visitor's free consultation is the home page's form, naming this tutor (issue 27).
  const freeHref = signedIn
    ? paths.book.getHref({ tutor: t.id, type: 'free_consultation' })
    : paths.home.getHref({ tutor: t.id })
  const paidHref = signedIn ? paths.book.getHref({ tutor: t.id }) : paths.home.getHref()

  return (
    <>
      <div className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <Container className="flex flex-col items-center gap-5 py-10 text-center sm:flex-row sm:text-left">
          <TutorAvatar tutor={t} className="size-28 border-4 border-white/30 text-4xl" />
          <div>
            <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
              Tutor profile
            </p>
            <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{t.name}</h1>
            <p className="mt-2 text-brand-100">
              {yearsOfExperience(t.years_experience)} of experience ·{' '}
              {formatZar(t.hourly_rate_cents)}/hour
            </p>
            {t.rating_count > 0 ? (
              // The reviews are far down on a phone: the summary leads to them.
              <a
                href="#reviews"
                className="surface-dark mt-2 inline-block rounded-md underline-offset-4 hover:underline"
                data-testid="tutor-rating-link"
              >
                <RatingSummary
                  average={t.rating_average}
                  count={t.rating_count}
                  tone="dark"
                  size="md"
                  className="justify-center sm:justify-start"
                />
              </a>
            ) : (
              <RatingSummary
                average={t.rating_average}
                count={t.rating_count}
                tone="dark"
                size="md"
                className="mt-2"
              />
            )}
            {nextOpen ? (
              <p
                className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold text-white"
                data-testid="tutor-next-open"
              >
                <ClockIcon className="size-4 shrink-0" /> {nextOpen}
              </p>
            ) : null}
          </div>
        </Container>
      </div>
      <Container className="grid gap-6 py-10 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <div className="space-y-6 lg:col-span-2">
          <Section title="About">
            <p className="whitespace-pre-line text-slate-800">{t.bio}</p>
          </Section>
          <Section title="Expertise">
            <ul className="flex flex-wrap gap-2">
              {t.expertise_list.map((item) => (
                <li
                  key={item}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
                >
                  {item}
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Qualifications">
            <ul className="space-y-2">
              {t.qualifications_list.map((item) => (
                <li key={item} className="flex items-start gap-2 text-slate-800">
                  <GraduationCapIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {item}
                </li>
              ))}
            </ul>
          </Section>
        </div>
        <aside className="space-y-6 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <Section title="Quick info">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="font-medium text-slate-600">Experience</dt>
              <dd className="text-slate-900">{yearsOfExperience(t.years_experience)}</dd>
              <dt className="font-medium text-slate-600">Hourly rate</dt>
              <dd className="text-slate-900">{formatZar(t.hourly_rate_cents)}</dd>
              <dt className="font-medium text-slate-600">Sessions on</dt>
              <dd className="text-slate-900">Google Meet</dd>
            </dl>
          </Section>
          <section
            className="rounded-2xl border border-accent-300 bg-accent-50 p-5 sm:p-6"
            data-testid="free-consultation-panel"
          >
            <h2 className="text-xl font-bold text-slate-900">Free consultation</h2>
            <ul className="mt-3 space-y-2 text-sm text-slate-800">
              <li className="flex gap-2">
                <ClockIcon className="size-5 shrink-0 text-accent-700" /> 30 minutes, free of charge
              </li>
              <li className="flex gap-2">
                <VideoIcon className="size-5 shrink-0 text-accent-700" /> On Google Meet
              </li>
              <li className="flex gap-2">
                <CheckCircleIcon className="size-5 shrink-0 text-accent-700" /> No obligation to
                book
              </li>
            </ul>
          </section>
          <Section title="Pricing">
            <ul className="divide-y divide-slate-100" data-testid="tutor-pricing">
              {packageTypes.map((option) => {
                const cents = packagePriceCents(option.value)
                return (
                  <li key={option.value} className="flex justify-between gap-4 py-2 text-sm">
                    <span className="text-slate-800">{option.label}</span>
                    <span className="font-semibold text-slate-900">
                      {cents === 0 ? 'Free' : formatZar(cents)}
                    </span>
                  </li>
                )
              })}
            </ul>
          </Section>
          <div className="flex flex-col gap-3">
            <LinkButton to={freeHref} variant="accent" size="lg">
              Book Free Consultation
            </LinkButton>
            <LinkButton to={paidHref} variant="primary" size="lg">
              Book Paid Session
            </LinkButton>
            {signedIn ? null : (
              <p className="text-center text-sm text-slate-700">
                <Link
                  to={paths.register.getHref()}
                  className="font-medium text-brand-700 underline"
                >
                  Register
                </Link>{' '}
                or{' '}
                <Link
                  to={paths.login.getHref(paths.tutor.getHref(t.id))}
                  className="font-medium text-brand-700 underline"
                >
                  sign in
                </Link>{' '}
                to book with {t.name}.
              </p>
            )}
          </div>
        </aside>
        {/* After the booking panel on a phone (ten reviews would push it far down), under
            the profile beside it from lg. */}
        <div className="lg:col-span-2 lg:self-start">
          <Section title="Reviews" id="reviews">
            <TutorReviews tutorId={t.id} tutorName={t.name} />
          </Section>
        </div>
      </Container>
    </>
  )
}

export { TutorDetailPage as Component }
