import { mathematicsCatalogue } from '#shared/catalogue.ts'
import { LinkButton } from '#web/components/ui/button.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { ChevronDownIcon } from '#web/components/ui/icons.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { StaticContent } from '#web/components/ui/static-content.tsx'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { paths } from '#web/paths.ts'

/**
 * The whole catalogue (spec part 1 §2) from shared/catalogue.ts, the list the booking
 * form's modules come from. Each level is a disclosure so a phone can scan the page; the
 * first level of each section starts open, and every topic is in the page for search
 * engines whether open or not.
 */
function MathematicsTopicsPage() {
  usePageMeta('/mathematics-topics')
  return (
    <>
      <PageHeader
        eyebrow="What we teach"
        title="Mathematics Topics"
        lead="From Grade 7 algebra to postgraduate analysis: CAPS Mathematics and Mathematical Literacy, NCV Levels 1-4, TVET N1-N6, diploma, degree and postgraduate mathematics."
      >
        <LinkButton to={paths.book.getHref()} variant="accent" size="lg">
          Book a Session
        </LinkButton>
        <LinkButton to={paths.tutors.getHref()} variant="outline-light" size="lg">
          Meet Our Tutors
        </LinkButton>
        <LinkButton to={paths.contact.getHref()} variant="outline-light" size="lg">
          Ask About a Topic
        </LinkButton>
      </PageHeader>

      <Container className="py-12 sm:py-16">
        <nav aria-label="Catalogue sections" className="mb-12">
          <ul className="grid gap-3 sm:grid-cols-3">
            {mathematicsCatalogue.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-300 hover:bg-brand-50"
                >
                  <span className="block font-semibold text-brand-800">{section.title}</span>
                  <span className="mt-1 block text-sm text-slate-600">
                    {section.levels.length} levels
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>

        {/* Most of the page, and it never changes: hydrated as the server wrote it. */}
        {mathematicsCatalogue.map((section) => (
          <StaticContent
            as="section"
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mb-14 scroll-mt-20"
            data-testid="catalogue-section"
          >
            <h2
              id={`${section.id}-title`}
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              {section.title}
            </h2>
            <p className="mt-2 max-w-3xl text-slate-700">{section.description}</p>
            <div className="mt-6 grid items-start gap-4 lg:grid-cols-2">
              {section.levels.map((level, index) => (
                <details
                  key={level.title}
                  open={index === 0}
                  className="group rounded-2xl border border-slate-200 bg-white shadow-sm open:border-brand-200"
                  data-testid="catalogue-level"
                >
                  <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 [&::-webkit-details-marker]:hidden">
                    <span>
                      <span className="block font-semibold text-slate-900">{level.title}</span>
                      <span className="block text-sm text-slate-600">{level.description}</span>
                    </span>
                    <ChevronDownIcon className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
                  </summary>
                  <div className="space-y-5 border-t border-slate-100 px-5 py-4">
                    {level.modules.map((module) => (
                      <div key={module.slug} data-testid="catalogue-module">
                        <h3 className="font-medium text-brand-800">
                          {module.name}{' '}
                          <span className="text-sm font-normal text-slate-500">
                            ({module.topics.length} topics)
                          </span>
                        </h3>
                        <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
                          {module.topics.map((topic) => (
                            <li key={topic} className="flex gap-2">
                              <span aria-hidden="true" className="text-accent-600">
                                •
                              </span>
                              {topic}
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                </details>
              ))}
            </div>
          </StaticContent>
        ))}

        <section
          aria-labelledby="topics-cta"
          className="rounded-2xl bg-brand-900 p-8 text-center text-white surface-dark sm:p-12"
        >
          <h2 id="topics-cta" className="text-2xl font-bold sm:text-3xl">
            Don't see your topic?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-blue-100">
            Ask us: our tutors cover more than any list can show, from bridging courses to entrance
            tests.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to={paths.contact.getHref()} variant="accent" size="lg">
              Contact Us
            </LinkButton>
            <LinkButton to={paths.book.getHref()} variant="outline-light" size="lg">
              Book a Session
            </LinkButton>
          </div>
        </section>
      </Container>
    </>
  )
}

export { MathematicsTopicsPage as Component }
