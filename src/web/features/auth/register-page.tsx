import { LinkButton } from '#web/components/ui/button.tsx'
import { Notice } from '#web/components/ui/notice.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function RegisterPage() {
  usePageTitle('Create your student account')
  return (
    <>
      <PageHeader
        eyebrow="Students"
        title="Create your student account"
        lead="Register to book tutoring sessions, follow your progress on your dashboard and use the study library. Verifying your email unlocks booking."
      >
        <LinkButton to={paths.contact.getHref()} variant="accent" size="lg">
          Contact us
        </LinkButton>
        <LinkButton to={paths.login.getHref()} variant="outline-light" size="lg">
          Already registered? Login
        </LinkButton>
      </PageHeader>
      <Notice title="Online registration is opening soon">
        <p>
          Until then, contact us and we will book your first session with you by phone or email.
        </p>
      </Notice>
    </>
  )
}

export { RegisterPage as Component }
