import { LinkButton } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function MathematicsTopicsPage() {
  usePageTitle('Mathematics Topics')
  return (
    <>
      <PageHeader
        eyebrow="What we teach"
        title="Mathematics Topics"
        lead="From Grade 7–12 algebra, geometry and trigonometry to NCV Mathematics and Mathematical Literacy, TVET N1–N6, and university calculus, linear algebra and differential equations."
      >
        <LinkButton to={paths.book.getHref()} variant="accent" size="lg">
          Book a Session
        </LinkButton>
        <LinkButton to={paths.tutors.getHref()} variant="outline-light" size="lg">
          Meet our tutors
        </LinkButton>
        <LinkButton to={paths.contact.getHref()} variant="outline-light" size="lg">
          Ask about a topic
        </LinkButton>
      </PageHeader>
    </>
  )
}

export { MathematicsTopicsPage as Component }
