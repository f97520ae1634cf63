import { LinkButton } from '#web/components/ui/button.tsx'
import { Notice } from '#web/components/ui/notice.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function SupportTeacherPage() {
  usePageTitle('Support the Teacher')
  return (
    <>
      <PageHeader
        eyebrow="Custom teaching videos"
        title="Support the Teacher"
        lead="Order narrated, step-by-step mathematics videos made for your class, chapter and grade — in HD with a download link and lifetime access, at R950 per chapter with volume discounts from 5 chapters."
      >
        <LinkButton to={paths.contact.getHref()} variant="accent" size="lg">
          Contact us
        </LinkButton>
        <LinkButton to={paths.teacherWorkshops.getHref()} variant="outline-light" size="lg">
          Teacher workshops
        </LinkButton>
      </PageHeader>
      <Notice title="Online video orders are opening soon">
        <p>
          Until then, contact us with your subject, grade and chapters and we will confirm the price
          and delivery date.
        </p>
      </Notice>
    </>
  )
}

export { SupportTeacherPage as Component }
