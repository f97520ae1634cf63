import { LinkButton } from '#web/components/ui/button.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { ArrowRightIcon, CheckCircleIcon } from '#web/components/ui/icons.tsx'
import { useSession } from '#web/lib/session.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

const impact = [
  { value: '500+', label: 'Students helped' },
  { value: '98%', label: 'Success rate' },
  { value: '15+', label: 'Expert tutors' },
  { value: '3000+', label: 'Hours taught' },
] as const

const subjects = [
  'Algebra',
  'Calculus',
  'Geometry',
  'Statistics',
  'Trigonometry',
  'Linear Algebra',
  'Differential Equations',
  'Mathematical Literacy',
] as const

const promises = [
  'One-to-one or small-group sessions',
  'Online or face to face in Gauteng',
  'Free 30-minute consultation for new students',
] as const

function HomePage() {
  usePageTitle('Mathematics tutoring in Gauteng and online')
  const session = useSession()
  const signedIn = session.status === 'signed-in'

  return (
    <>
      <section className="surface-dark relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-blue-900 text-white">
        <Container className="grid gap-12 py-16 sm:py-24 lg:grid-cols-5 lg:items-center">
          <div className="lg:col-span-3">
            <p className="mb-4 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-200 ring-1 ring-white/20">
              Mathematics tutoring · Johannesburg, Pretoria and online
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Understand mathematics. Pass with confidence.
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-pretty text-blue-100 sm:text-xl">
              Expert tutoring for high school, TVET college and university students and adult
              learners — from Grade 7 algebra to university calculus, at R250 per hour.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <LinkButton
                to={signedIn ? paths.book.getHref() : paths.register.getHref()}
                variant="accent"
                size="lg"
                className="min-w-48"
              >
                Book a Session
                <ArrowRightIcon className="size-5" />
              </LinkButton>
              <LinkButton to={paths.mathematicsTopics.getHref()} variant="outline-light" size="lg">
                View All Topics
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
          <dl className="grid grid-cols-2 gap-4 lg:col-span-2">
            {impact.map((item) => (
              <div
                key={item.label}
                className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/15 backdrop-blur-sm"
              >
                <dt className="text-sm text-blue-100">{item.label}</dt>
                <dd className="mt-1 text-3xl font-bold text-white">{item.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <Container className="py-16 sm:py-20">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Subjects we tutor
          </h2>
          <p className="mt-3 text-slate-700">
            CAPS, IEB, Cambridge, NCV, TVET N1–N6 and university mathematics, taught step by step at
            the pace you need.
          </p>
        </div>
        <ul className="mt-8 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {subjects.map((subject) => (
            <li
              key={subject}
              className="rounded-xl border border-slate-200 bg-white px-5 py-4 font-medium text-slate-800 shadow-sm"
            >
              {subject}
            </li>
          ))}
        </ul>
        <LinkButton to={paths.mathematicsTopics.getHref()} variant="outline" className="mt-8">
          See every topic
          <ArrowRightIcon className="size-4" />
        </LinkButton>
      </Container>

      <section className="border-t border-slate-200 bg-white">
        <Container className="flex flex-col items-start gap-6 py-14 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">
              Not sure where to start?
            </h2>
            <p className="mt-2 text-slate-700">
              Tell us what you are studying and we will match you with the right tutor.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <LinkButton to={paths.tutors.getHref()} variant="primary" size="lg">
              Meet our tutors
            </LinkButton>
            <LinkButton to={paths.contact.getHref()} variant="outline" size="lg">
              Contact us
            </LinkButton>
          </div>
        </Container>
      </section>
    </>
  )
}

export { HomePage as Component }
