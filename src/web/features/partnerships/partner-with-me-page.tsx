import { LinkButton } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function PartnerWithMePage() {
  usePageTitle('Partner With Us')
  return (
    <>
      <PageHeader
        eyebrow="Partnerships"
        title="Partner With Us"
        lead="Businesses, schools, government departments and employers partner with us for staff upskilling, bulk tutoring, curriculum partnerships and custom mathematics programmes."
      >
        <LinkButton to={paths.contact.getHref()} variant="accent" size="lg">
          Contact us
        </LinkButton>
        <LinkButton to={paths.schoolBooking.getHref()} variant="outline-light" size="lg">
          School Booking
        </LinkButton>
      </PageHeader>
    </>
  )
}

export { PartnerWithMePage as Component }
