import { LinkButton } from '#web/components/ui/button.tsx'
import { Notice } from '#web/components/ui/notice.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function LoginPage() {
  usePageTitle('Sign in')
  return (
    <>
      <PageHeader
        eyebrow="Students"
        title="Sign in"
        lead="Sign in to book sessions, see your upcoming lessons on your dashboard and manage your profile."
      >
        <LinkButton to={paths.contact.getHref()} variant="accent" size="lg">
          Contact us
        </LinkButton>
        <LinkButton to={paths.register.getHref()} variant="outline-light" size="lg">
          Create an account
        </LinkButton>
        <LinkButton to={paths.forgotPassword.getHref()} variant="outline-light" size="lg">
          Forgot your password?
        </LinkButton>
      </PageHeader>
      <Notice title="Online sign-in is opening soon">
        <p>
          To book a session today, call or email us from our contact page and we will arrange it
          with you.
        </p>
      </Notice>
    </>
  )
}

export { LoginPage as Component }
