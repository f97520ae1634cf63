import { LinkButton } from '#web/components/ui/button.tsx'
import { Notice } from '#web/components/ui/notice.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function ForgotPasswordPage() {
  usePageTitle('Reset your password')
  return (
    <>
      <PageHeader
        eyebrow="Account help"
        title="Reset your password"
        lead="Enter the email address of your account and we will send you a link to choose a new password. The link works once and expires after one hour."
      >
        <LinkButton to={paths.contact.getHref()} variant="accent" size="lg">
          Contact us
        </LinkButton>
        <LinkButton to={paths.login.getHref()} variant="outline-light" size="lg">
          Back to login
        </LinkButton>
      </PageHeader>
      <Notice title="Password reset by email is opening soon">
        <p>If you cannot sign in, contact us and we will help you get back into your account.</p>
      </Notice>
    </>
  )
}

export { ForgotPasswordPage as Component }
