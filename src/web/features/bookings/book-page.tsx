import { AccountNotices } from '#web/components/account-notices/account-notices.tsx'
import { LinkButton } from '#web/components/ui/button.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { useSession } from '#web/lib/session.ts'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function BookPage() {
  const session = useSession()
  usePageTitle('Book a Session')
  return (
    <>
      <PageHeader
        eyebrow="Tutoring"
        title="Book a Session"
        lead="Choose one-to-one or small-group tutoring, a mathematics module, a package from R250 for one hour, and a time between 08:00 and 20:00 (South African time). New students can start with a free 30-minute consultation."
      >
        <LinkButton to={paths.tutors.getHref()} variant="accent" size="lg">
          Choose a tutor
        </LinkButton>
        <LinkButton to={paths.contact.getHref()} variant="outline-light" size="lg">
          Ask us first
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

export { BookPage as Component }
