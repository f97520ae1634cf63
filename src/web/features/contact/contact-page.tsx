import { LinkButton } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function ContactPage() {
  usePageTitle('Contact us')
  return (
    <PageHeader
      eyebrow="We reply within 24 hours"
      title="Contact us"
      lead="Call, email or send us a message about tutoring, school visits or workshops. Sessions run online or face to face in Gauteng, every day from 8:00am to 1:00am. Our phone number and email address are in the footer of every page."
    >
      <LinkButton to={paths.about.getHref()} variant="accent" size="lg">
        Book Free Call
      </LinkButton>
      <LinkButton to={paths.tutors.getHref()} variant="outline-light" size="lg">
        View Tutors
      </LinkButton>
    </PageHeader>
  )
}

export { ContactPage as Component }
