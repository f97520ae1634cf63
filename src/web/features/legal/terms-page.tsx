import { LinkButton } from '#web/components/ui/button.tsx'
import { Notice } from '#web/components/ui/notice.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function TermsPage() {
  usePageTitle('Terms of Service')
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title="Terms of Service"
        lead="The terms that apply when you use this website and when you book, pay for or cancel tutoring sessions, school visits, teacher workshops and video orders."
      >
        <LinkButton to={paths.contact.getHref()} variant="accent" size="lg">
          Contact us
        </LinkButton>
        <LinkButton to={paths.privacy.getHref()} variant="outline-light" size="lg">
          Privacy Policy
        </LinkButton>
      </PageHeader>
      <Notice title="Questions about these terms?">
        <p>
          Contact us and we will explain how bookings, payments, cancellations and refunds work
          before you book.
        </p>
      </Notice>
    </>
  )
}

export { TermsPage as Component }
