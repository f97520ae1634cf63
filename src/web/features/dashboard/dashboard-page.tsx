import { AccountNotices } from '#web/components/account-notices/account-notices.tsx'
import { LinkButton } from '#web/components/ui/button.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { useSession } from '#web/lib/session.ts'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function DashboardPage() {
  const session = useSession()
  usePageTitle('Your Dashboard')
  return (
    <>
      <PageHeader
        eyebrow="Student area"
        title="Your Dashboard"
        lead="See your upcoming and past sessions and any payments still pending, with quick links to book a session, update your profile or choose a tutor."
      >
        <LinkButton to={paths.book.getHref()} variant="accent" size="lg">
          Book a Session
        </LinkButton>
        <LinkButton to={paths.profile.getHref()} variant="outline-light" size="lg">
          Your profile
        </LinkButton>
        <LinkButton to={paths.tutors.getHref()} variant="outline-light" size="lg">
          Tutors
        </LinkButton>
      </PageHeader>
      {/* D8, D23: what still stands between the student and booking, with a way to fix it. */}
      {session.user ? (
        <Container className="py-8">
          <AccountNotices user={session.user} />
        </Container>
      ) : null}
    </>
  )
}

export { DashboardPage as Component }
