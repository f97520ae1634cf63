import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { homeClaims } from '#shared/business-facts.ts'
import { consultationMessages } from '#shared/messages.ts'
import {
  ConsultationModal,
  preloadConsultationForm,
} from '#web/components/consultation/consultation-modal.tsx'
import { Button, LinkButton } from '#web/components/ui/button.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { ArrowRightIcon, CheckCircleIcon, MailIcon, StarIcon } from '#web/components/ui/icons.tsx'
import { usePublicConfig } from '#web/lib/public-config.ts'
import { useSession } from '#web/lib/session.ts'
import { useHydrated } from '#web/lib/use-hydrated.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { paths } from '#web/paths.ts'
import { priceRangeText } from './home-content.ts'
import { ImpactBand, SectionHeading, SubjectsSection, WhyChooseSection } from './home-sections.tsx'
import { TestimonialsCarousel } from './testimonials-carousel.tsx'

const promises = [
  'One-to-one or small-group sessions',
  'Online or face to face in Gauteng',
  'Free 30-minute consultation, no account needed',
] as const

function HomePage() {
  usePageMeta('/')
  const session = useSession()
  const signedIn = session.status === 'signed-in'
  const businessEmail = usePublicConfig().data?.business.email
  // Issue 27: a visitor's "Free Call" on a tutor's card or page comes here as
  // /?consultation=open&tutor=ID: the form opens with that tutor named. Read once hydrated,
  // so the prerendered page and the first render agree.
  const hydrated = useHydrated()
  const [searchParams, setSearchParams] = useSearchParams()
  const linked = hydrated && searchParams.get('consultation') === 'open'
  const linkedTutor = Number(searchParams.get('tutor'))
  const [buttonOpened, setButtonOpened] = useState(false)
  const consultationOpen = buttonOpened || linked
  const consultationTutor =
    !buttonOpened && linked && Number.isSafeInteger(linkedTutor) && linkedTutor > 0
      ? linkedTutor
      : undefined
  const closeConsultation = () => {
    setButtonOpened(false)
    // Closed is closed: a reload or a return to this page does not open it again.
    if (searchParams.has('consultation')) setSearchParams({}, { replace: true })
  }

  const consultationButton = (variant: 'accent' | 'primary') => (
    <Button
      variant={variant}
      size="lg"
      onClick={() => setButtonOpened(true)}
      onPointerEnter={preloadConsultationForm}
      onFocus={preloadConsultationForm}
      aria-haspopup="dialog"
      className="min-w-48"
    >
      {consultationMessages.open}
    </Button>
  )

  return (
    <>
      <section className="surface-dark relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-blue-900 text-white">
        <Container className="grid gap-12 py-14 sm:py-24 lg:grid-cols-5 lg:items-center">
          <div className="lg:col-span-3">
            <p className="mb-4 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-200 ring-1 ring-white/20">
              Mathematics tutoring · Johannesburg, Pretoria and online
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Understand mathematics. Pass with confidence.
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-pretty text-blue-100 sm:text-xl">
              Expert tutoring for high school, TVET college and university students and adult
              learners, from Grade 7 algebra to university calculus.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {consultationButton('accent')}
              <LinkButton
                to={signedIn ? paths.book.getHref() : paths.register.getHref()}
                variant="outline-light"
                size="lg"
                data-testid="hero-book"
              >
                {signedIn ? 'Book a Session' : 'Create a Free Account'}
                <ArrowRightIcon className="size-5" />
              </LinkButton>
            </div>
            <ul className="mt-8 space-y-2 text-blue-100">
              {promises.map((promise) => (
                <li key={promise} className="flex items-center gap-2">
                  <CheckCircleIcon className="size-5 shrink-0 text-accent-300" />
                  {promise}
                </li>
              ))}
            </ul>
          </div>
          <aside
            aria-label="At a glance"
            className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15 backdrop-blur-sm lg:col-span-2"
          >
            <div className="flex items-center gap-1 text-accent-300">
              {Array.from({ length: 5 }, (_, star) => (
                <StarIcon key={star} className="size-5" />
              ))}
              <span className="ml-2 font-semibold text-white">{homeClaims.rating}</span>
            </div>
            <p className="mt-2 text-blue-100">
              Average rating from {homeClaims.studentsHelped} students
            </p>
            <hr className="my-5 border-white/15" />
            <p className="text-sm text-blue-100">Sessions and packages</p>
            <p className="mt-1 text-2xl font-bold text-white">{priceRangeText}</p>
            <p className="mt-1 text-sm text-blue-100">
              From one hour to a month of tutoring; your first 30 minutes are free.
            </p>
          </aside>
        </Container>
      </section>

      <ImpactBand />
      <WhyChooseSection />
      <SubjectsSection>
        <LinkButton to={paths.mathematicsTopics.getHref()} variant="outline">
          View All Topics
          <ArrowRightIcon className="size-4" />
        </LinkButton>
      </SubjectsSection>

      <section aria-labelledby="testimonials-heading" className="py-16 sm:py-24">
        <Container>
          <SectionHeading
            id="testimonials-heading"
            eyebrow="Testimonials"
            title="What our students say"
          />
          <div className="mt-10">
            <TestimonialsCarousel />
          </div>
        </Container>
      </section>

      <section
        aria-labelledby="get-started"
        className="surface-dark bg-gradient-to-br from-brand-900 to-brand-950 text-white"
      >
        <Container className="py-16 text-center sm:py-20">
          <h2 id="get-started" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Ready to start?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-100">
            Book a free 30-minute consultation, meet our tutors, or set up your student profile so
            you can book in a minute.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {consultationButton('accent')}
            <LinkButton to={paths.tutors.getHref()} variant="outline-light" size="lg">
              Meet Our Tutors
            </LinkButton>
            <LinkButton to={paths.profile.getHref()} variant="outline-light" size="lg">
              Your Student Profile
            </LinkButton>
          </div>
          {businessEmail ? (
            <p className="mt-8 text-blue-100">
              Prefer email?{' '}
              <a
                href={`mailto:${businessEmail}`}
                className="inline-flex items-center gap-1 font-semibold text-white underline underline-offset-4 hover:text-accent-200"
              >
                <MailIcon className="size-4" />
                {businessEmail}
              </a>
            </p>
          ) : (
            <p aria-hidden="true" className="mt-8 h-6" />
          )}
        </Container>
      </section>

      <ConsultationModal
        open={consultationOpen}
        onClose={closeConsultation}
        tutorId={consultationTutor}
      />
    </>
  )
}

export { HomePage as Component }
