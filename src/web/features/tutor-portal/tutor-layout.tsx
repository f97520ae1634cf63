import { Outlet } from 'react-router'
import { LinkButton } from '#web/components/ui/button.tsx'
import { WorkspaceBand } from '#web/components/ui/workspace-band.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { useSession } from '#web/lib/session.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { tutorPortalMessages as t } from './messages.ts'
import { TutorNav } from './tutor-nav.tsx'

/** What a signed-in account that is not a tutor's sees instead of the portal. */
function NotATutor() {
  usePageTitle(t.notTutorTitle)
  return (
    <PageHeader title={t.notTutorTitle} lead={t.notTutorLead}>
      <LinkButton to={paths.dashboard.getHref()} variant="accent" size="lg">
        {t.notTutorAction}
      </LinkButton>
    </PageHeader>
  )
}

/**
 * Around every /tutor page (behind the gate, so someone is signed in): a band that says
 * where you are, the portal's tabs and the page. Whether the account is a tutor's comes
 * from the session (D25); the server refuses every tutor call to anyone else anyway.
 */
function TutorLayout() {
  const session = useSession()
  if (session.status !== 'signed-in') return null
  if (session.user.tutor_id === null) return <NotATutor />
  return (
    <>
      <WorkspaceBand eyebrow={t.eyebrow} email={session.user.email} />
      <Container className="py-6 lg:py-10">
        <TutorNav />
        <div className="min-w-0 pt-6">
          <Outlet />
        </div>
      </Container>
    </>
  )
}

export { TutorLayout as Component }
