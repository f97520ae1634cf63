import { LinkButton } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function WhoWeServePage() {
  usePageTitle('Who We Serve')
  return (
    <>
      <PageHeader
        eyebrow="Students of every stage"
        title="Who We Serve"
        lead="Grade 7 to 12 learners (CAPS, IEB and Cambridge), N1–N6 and NCV college students, matric upgraders, university students, and adults learning mathematics for the first time or alongside work."
      >
        <LinkButton to={paths.book.getHref()} variant="accent" size="lg">
          Book a Session
        </LinkButton>
        <LinkButton to={paths.tutors.getHref()} variant="outline-light" size="lg">
          Meet our tutors
        </LinkButton>
      </PageHeader>
    </>
  )
}

export { WhoWeServePage as Component }
