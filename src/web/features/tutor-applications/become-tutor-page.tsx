import { LinkButton } from '#web/components/ui/button.tsx'
import { Notice } from '#web/components/ui/notice.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function BecomeTutorPage() {
  usePageTitle('Become a Tutor')
  return (
    <>
      <PageHeader
        eyebrow="Join our team"
        title="Become a Tutor"
        lead="Retired teachers, university students and working professionals with strong mathematics can tutor with us, online or face to face. We answer every application within 48 hours."
      >
        <LinkButton to={paths.contact.getHref()} variant="accent" size="lg">
          Contact us
        </LinkButton>
        <LinkButton to={paths.about.getHref()} variant="outline-light" size="lg">
          About us
        </LinkButton>
      </PageHeader>
      <Notice title="The online application form is opening soon">
        <p>
          Until then, send us your qualifications, subjects and availability through our contact
          page.
        </p>
      </Notice>
    </>
  )
}

export { BecomeTutorPage as Component }
