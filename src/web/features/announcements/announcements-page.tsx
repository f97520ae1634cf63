import { LinkButton } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

function AnnouncementsPage() {
  usePageTitle('Announcements')
  return (
    <>
      <PageHeader
        eyebrow="News and lessons"
        title="Announcements"
        lead="News, lesson videos, presentations and online meeting invitations from your tutor. Registered students can watch the videos."
      >
        <LinkButton to={paths.register.getHref()} variant="accent" size="lg">
          Register for video access
        </LinkButton>
        <LinkButton to={paths.login.getHref()} variant="outline-light" size="lg">
          Login
        </LinkButton>
      </PageHeader>
    </>
  )
}

export { AnnouncementsPage as Component }
