import { aboutClaims, founder, mission, vision } from '#shared/business-facts.ts'
import { aboutMessages, consultationMessages, tutorMessages } from '#shared/messages.ts'
import { buttonClasses, LinkButton } from '#web/components/ui/button.tsx'
import { Container } from '#web/components/ui/container.tsx'
import {
  CheckCircleIcon,
  GitHubIcon,
  LinkedInIcon,
  TargetIcon,
  TrophyIcon,
  YouTubeIcon,
} from '#web/components/ui/icons.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { usePublicConfig } from '#web/lib/public-config.ts'
import { useSession } from '#web/lib/session.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { paths } from '#web/paths.ts'
import { FormSuspense, lazyForm } from '#web/components/ui/form-suspense.tsx'

// The form brings react-hook-form and zod; the page's text shows before it arrives.
const ConsultationForm = lazyForm(() =>
  import('#web/components/consultation/consultation-form.tsx').then(
    (module) => module.ConsultationForm,
  ),
)

const statistics = [
  { value: aboutClaims.studentsHelped, label: 'Students helped' },
  { value: aboutClaims.yearsExperience, label: 'Years of experience' },
  { value: aboutClaims.successRate, label: 'Success rate' },
  { value: aboutClaims.dailySupportHours, label: 'Hours of support every day' },
] as const

const profileLinks = [
  { key: 'linkedin', label: 'LinkedIn', description: 'Professional profile', Icon: LinkedInIcon },
  { key: 'youtube', label: 'YouTube', description: 'Lesson videos', Icon: YouTubeIcon },
  { key: 'github', label: 'GitHub', description: 'Code and projects', Icon: GitHubIcon },
] as const

function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')
}

function FounderProfile() {
  const business = usePublicConfig().data?.business
  const name = business?.founderName ?? null
  return (
    <section aria-labelledby="founder" className="py-16 sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-3 lg:items-start">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div
            aria-hidden="true"
            className="flex size-24 items-center justify-center rounded-full bg-gradient-to-br from-brand-700 to-brand-950 text-3xl font-bold text-white"
          >
            {name ? initialsOf(name) : <TargetIcon className="size-10 text-accent-300" />}
          </div>
          <h2 id="founder" className="mt-5 text-2xl font-bold text-slate-900">
            {name ?? 'Meet our founder'}
          </h2>
          <p className="mt-1 font-medium text-brand-700">{founder.role}</p>
          <ul className="mt-6 space-y-2" aria-label="Find the founder online">
            {profileLinks.map(({ key, label, description, Icon }) => {
              const href = business?.socialLinks[key]
              return (
                <li key={key}>
                  {href ? (
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-slate-800 hover:border-brand-300 hover:bg-brand-50"
                    >
                      <Icon className="size-5 text-brand-700" />
                      <span>
                        <span className="block font-semibold">{label}</span>
                        <span className="block text-sm text-slate-600">{description}</span>
                      </span>
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  ) : (
                    <span
                      aria-hidden="true"
                      className="block h-[3.75rem] rounded-lg bg-slate-100"
                    />
                  )}
                </li>
              )
            })}
          </ul>
        </div>
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            The founder
          </p>
          <p className="mt-3 text-xl text-pretty text-slate-800 sm:text-2xl">{founder.summary}</p>
          <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="about-statistics">
            {statistics.map((item) => (
              <div
                key={item.label}
                className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-4 text-center"
              >
                <dt className="mt-1 text-sm text-slate-600">{item.label}</dt>
                <dd className="text-3xl font-extrabold text-brand-800">{item.value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-10 flex items-center gap-2 text-lg font-semibold text-slate-900">
            <TrophyIcon className="size-5 text-accent-600" />
            Qualifications and experience
          </h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="qualifications">
            {founder.qualifications.map((qualification) => (
              <li key={qualification} className="flex items-start gap-2 text-slate-700">
                <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                {qualification}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  )
}

function AboutPage() {
  usePageMeta('/about')
  const signedIn = useSession().status === 'signed-in'

  return (
    <>
      <PageHeader
        eyebrow="Our story"
        title="About us"
        lead={`Mathematics tutoring founded by a physics and mathematics graduate with ${aboutClaims.yearsExperience} years of teaching experience, for students across Gauteng and online.`}
      >
        <a href="#consultation" className={buttonClasses('accent', 'lg')}>
          {consultationMessages.open}
        </a>
        <LinkButton to={paths.tutors.getHref()} variant="outline-light" size="lg">
          {tutorMessages.meetOurTutors}
        </LinkButton>
      </PageHeader>

      <section aria-label="Vision and mission" className="border-b border-slate-200 bg-white">
        <Container className="grid gap-6 py-12 sm:grid-cols-2 sm:py-16">
          <div>
            <h2 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              Our vision
            </h2>
            <p className="mt-2 text-lg text-slate-800">{vision}</p>
          </div>
          <div>
            <h2 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              Our mission
            </h2>
            <p className="mt-2 text-lg text-slate-800">{mission}</p>
          </div>
        </Container>
      </section>

      <FounderProfile />

      <section
        id="consultation"
        aria-labelledby="consultation-heading"
        className="scroll-mt-20 border-y border-slate-200 bg-white py-16 sm:py-20"
      >
        <Container className="grid gap-10 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <h2
              id="consultation-heading"
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              {consultationMessages.title}
            </h2>
            <p className="mt-4 text-lg text-slate-700">
              A free, no-commitment video call to talk about where you are, what you need and how we
              can help. No account needed; we confirm within 24 hours.
            </p>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-8 lg:col-span-3">
            <FormSuspense
              fallback={
                <p role="status" className="flex min-h-96 items-center gap-3 text-slate-700">
                  <Spinner className="size-5 text-brand-700" />
                  Loading the form...
                </p>
              }
            >
              <ConsultationForm variant="page" />
            </FormSuspense>
          </div>
        </Container>
      </section>

      <section aria-labelledby="about-cta" className="py-16 text-center sm:py-20">
        <Container>
          <h2 id="about-cta" className="text-3xl font-bold tracking-tight text-slate-900">
            Ready to learn with us?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            Book a session with one of our tutors, or meet them first.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton
              to={signedIn ? paths.book.getHref() : paths.home.getHref()}
              variant="primary"
              size="lg"
              data-testid="about-cta"
            >
              {signedIn ? aboutMessages.bookPaidSession : aboutMessages.registerAndStart}
            </LinkButton>
            <LinkButton to={paths.tutors.getHref()} variant="outline" size="lg">
              {tutorMessages.meetOurTutors}
            </LinkButton>
          </div>
        </Container>
      </section>
    </>
  )
}

export { AboutPage as Component }
