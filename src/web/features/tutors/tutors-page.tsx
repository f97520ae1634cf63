import { LinkButton } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function TutorsPage() {
  usePageTitle('Our Tutors')
  return (
    <>
      <PageHeader
        eyebrow="Meet the team"
        title="Our Tutors"
        lead="Browse our mathematics tutors, read about their experience and expertise, and book a free 30-minute consultation or a paid session with the tutor who suits you."
      >
        <LinkButton to={paths.book.getHref()} variant="accent" size="lg">
          Book a Session
        </LinkButton>
        <LinkButton to={paths.whoWeServe.getHref()} variant="outline-light" size="lg">
          Who we serve
        </LinkButton>
      </PageHeader>
    </>
  )
}

export { TutorsPage as Component }
