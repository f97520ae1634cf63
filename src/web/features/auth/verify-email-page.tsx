import { LinkButton } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function VerifyEmailPage() {
  usePageTitle('Verify your email')
  return (
    <PageHeader
      eyebrow="Account"
      title="Verify your email address"
      lead="Verifying your email unlocks booking tutoring sessions, the mathematics library, workshops and events. Open this page from the link in your welcome email; verification links expire after 24 hours."
    >
      <LinkButton to={paths.home.getHref()} variant="accent" size="lg">
        Go to Home
      </LinkButton>
      <LinkButton to={paths.contact.getHref()} variant="outline-light" size="lg">
        Contact Support
      </LinkButton>
    </PageHeader>
  )
}

export { VerifyEmailPage as Component }
