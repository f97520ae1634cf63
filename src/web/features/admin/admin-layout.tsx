import { Outlet, useParams } from 'react-router'
import { LinkButton } from '#web/components/ui/button.tsx'
import { WorkspaceBand } from '#web/components/ui/workspace-band.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { NotFoundPage } from '#web/layout/not-found-page.tsx'
import { useSession } from '#web/lib/session.ts'
import { paths } from '#web/paths.ts'
import { AccessDenied } from './access-denied.tsx'
import { AdminNav } from './admin-nav.tsx'
import { backOfficeMessages as t } from './messages.ts'
import { isSubmissionKind } from './submission-filters.ts'

/**
 * Around every /admin/* page of the back office (behind the gate, so someone is signed
 * in): a band that says where you are, the navigation, and the page. The role comes from
 * the session (D11) and the server refuses every admin call to anyone else; a signed-in
 * non-administrator sees Access Denied. A list the back office does not have is not found.
 */
function AdminLayout() {
  const session = useSession()
  const { kind } = useParams()
  if (session.status !== 'signed-in') return null
  if (kind !== undefined && !isSubmissionKind(kind)) return <NotFoundPage />
  if (session.user.role !== 'admin') {
    return (
      <AccessDenied>
        <LinkButton to={paths.dashboard.getHref()} variant="accent" size="lg">
          {t.accessDeniedAction}
        </LinkButton>
      </AccessDenied>
    )
  }
  return (
    <>
      <WorkspaceBand eyebrow={t.eyebrow} email={session.user.email} />
      <Container className="py-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10 lg:py-10">
        <AdminNav />
        <div className="min-w-0 pt-6 lg:pt-0">
          <Outlet />
        </div>
      </Container>
    </>
  )
}

export { AdminLayout as Component }
