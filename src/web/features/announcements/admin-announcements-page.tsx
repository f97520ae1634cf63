import { LinkButton } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { useSession } from '#web/lib/session.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function AdminAnnouncementsPage() {
  const session = useSession()
  const isAdmin = session.user?.role === 'admin'
  usePageTitle(isAdmin ? 'Manage Announcements' : 'Access Denied')

  if (!isAdmin) {
    return (
      <PageHeader title="Access Denied" lead="You don't have permission to access this page.">
        <LinkButton to={paths.announcements.getHref()} variant="accent" size="lg">
          View announcements
        </LinkButton>
      </PageHeader>
    )
  }

  return (
    <PageHeader
      eyebrow="Administration"
      title="Manage Announcements"
      lead="Create, edit, publish and delete announcements, lesson videos, presentations and meeting invitations for students."
    >
      <LinkButton to={paths.announcements.getHref()} variant="accent" size="lg">
        View announcements
      </LinkButton>
    </PageHeader>
  )
}

export { AdminAnnouncementsPage as Component }
