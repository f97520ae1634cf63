import { Link } from 'react-router'
import { LinkButton } from '#web/components/ui/button.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { CheckCircleIcon } from '#web/components/ui/icons.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { paths } from '#web/paths.ts'
import { studentGroups } from './who-we-serve-content.ts'

function WhoWeServePage() {
  usePageMeta('/who-we-serve')
  return (
    <>
      <PageHeader
        eyebrow="Students of every stage"
        title="Who We Serve"
        lead="Grade 7 to 12 learners (CAPS, IEB and Cambridge), N1-N6 and NCV college students, matric upgraders, university students, and adults learning mathematics for the first time or alongside work."
      >
        <LinkButton to={paths.book.getHref()} variant="accent" size="lg">
          Book a Session
        </LinkButton>
        <LinkButton to={paths.tutors.getHref()} variant="outline-light" size="lg">
          Meet Our Tutors
        </LinkButton>
      </PageHeader>

      <Container className="py-12 sm:py-16">
        <h2 className="sr-only">The students we teach</h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="student-groups">
          {studentGroups.map((group) => (
            <li
              key={group.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              data-testid="student-group"
            >
              <h3 className="text-lg font-semibold text-slate-900">{group.title}</h3>
              <p className="mt-2 text-slate-700">{group.text}</p>
              <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
                {group.highlights.map((highlight) => (
                  <li key={highlight} className="flex items-start gap-2">
                    <CheckCircleIcon className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                    {highlight}
                  </li>
                ))}
              </ul>
              {group.id === 'retired-teachers' ? (
                <Link
                  to={paths.becomeTutor.getHref()}
                  className="mt-4 text-sm font-semibold text-brand-700 hover:underline"
                >
                  Apply to become a tutor
                </Link>
              ) : null}
            </li>
          ))}
        </ul>

        <section
          aria-labelledby="serve-cta"
          className="surface-dark mt-14 rounded-2xl bg-brand-900 p-8 text-center text-white sm:p-12"
        >
          <h2 id="serve-cta" className="text-2xl font-bold sm:text-3xl">
            Find your tutor
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-blue-100">
            Whatever stage you are at, we will match you with a tutor who knows your syllabus.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to={paths.book.getHref()} variant="accent" size="lg">
              Book a Session
            </LinkButton>
            <LinkButton to={paths.tutors.getHref()} variant="outline-light" size="lg">
              Meet Our Tutors
            </LinkButton>
          </div>
        </section>
      </Container>
    </>
  )
}

export { WhoWeServePage as Component }
