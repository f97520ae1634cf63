import { LinkButton } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function ResetPasswordPage() {
  usePageTitle('Choose a new password')
  return (
    <>
      <PageHeader
        eyebrow="Account help"
        title="Choose a new password"
        lead="Open this page from the link in your password-reset email to set a new password for your account. For your safety, every other signed-in device is then signed out."
      >
        <LinkButton to={paths.forgotPassword.getHref()} variant="accent" size="lg">
          Request a new link
        </LinkButton>
        <LinkButton to={paths.login.getHref()} variant="outline-light" size="lg">
          Back to login
        </LinkButton>
      </PageHeader>
    </>
  )
}

export { ResetPasswordPage as Component }
