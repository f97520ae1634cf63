import { LinkButton } from '#web/components/ui/button.tsx'
import { Notice } from '#web/components/ui/notice.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function SchoolBookingPage() {
  usePageTitle('School Booking')
  return (
    <>
      <PageHeader
        eyebrow="For schools"
        title="School Booking"
        lead="Invite a tutor to your school for mathematics, mathematical literacy, physics or chemistry sessions with your learners — from one hour to a full day, with group discounts from 20 learners."
      >
        <LinkButton to={paths.contact.getHref()} variant="accent" size="lg">
          Contact us
        </LinkButton>
        <LinkButton to={paths.teacherWorkshops.getHref()} variant="outline-light" size="lg">
          Teacher workshops
        </LinkButton>
      </PageHeader>
      <Notice title="Online school booking is opening soon">
        <p>
          Until then, contact us with your school, grade and preferred date and we will send you a
          quote within 24 hours.
        </p>
      </Notice>
    </>
  )
}

export { SchoolBookingPage as Component }
