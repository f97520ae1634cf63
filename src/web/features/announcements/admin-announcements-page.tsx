import { useCallback, useEffect, useRef, useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { announcementMessages as m } from '#shared/announcement.ts'
import { Button, LinkButton } from '#web/components/ui/button.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { AccessDenied } from '#web/features/admin/access-denied.tsx'
import { useSession } from '#web/lib/session.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AdminAnnouncementList } from './admin-announcement-list.tsx'
import { AnnouncementFormModal, type FormTarget } from './announcement-form-modal.tsx'
import { PlusIcon } from '#web/components/ui/icons.tsx'
import { useReloadAdminAnnouncements } from './api/save-announcement.ts'
import { adminMessages as a } from './messages.ts'

/** The manager itself: the list and the create/edit dialog. */
function AnnouncementManager() {
  usePageTitle(m.manage)
  const [target, setTarget] = useState<FormTarget | null>(null)
  const reload = useReloadAdminAnnouncements()
  const savedSinceOpen = useRef(false)

  const create = () => setTarget({ mode: 'create' })
  const onSaved = useCallback(() => {
    savedSinceOpen.current = true
  }, [])
  // Spec part 2 §4: after the success message the dialog closes and the list reloads.
  const onClose = useCallback(() => {
    setTarget(null)
    if (savedSinceOpen.current) {
      savedSinceOpen.current = false
      void reload()
    }
  }, [reload])

  return (
    <>
      <PageHeader eyebrow={a.eyebrow} title={m.manage} lead={a.lead}>
        <Button variant="accent" size="lg" onClick={create} aria-haspopup="dialog">
          <PlusIcon className="size-5" />
          {m.newAnnouncement}
        </Button>
        <LinkButton to={paths.announcements.getHref()} variant="outline-light" size="lg">
          {a.viewAnnouncements}
        </LinkButton>
      </PageHeader>
      <Container className="py-10 sm:py-14">
        <AdminAnnouncementList
          onCreate={create}
          onEdit={(announcement) => setTarget({ mode: 'edit', announcement })}
        />
      </Container>
      <AnnouncementFormModal target={target} onSaved={onSaved} onClose={onClose} />
    </>
  )
}

/**
 * /admin/announcements (spec part 2 §2): administrators only. The role comes from the
 * server (D11), which also refuses every admin call to anyone else. A signed-in
 * non-administrator is sent to /announcements; a visitor never gets here past the gate,
 * and is sent home should the page ever be reached signed out.
 */
function AdminAnnouncementsPage() {
  const session = useSession()
  const navigate = useNavigate()
  const denied = session.status === 'signed-in' && session.user.role !== 'admin'

  useEffect(() => {
    if (denied) void navigate(paths.announcements.getHref(), { replace: true })
  }, [denied, navigate])

  if (session.status === 'signed-out') return <Navigate to={paths.home.getHref()} replace />
  if (session.status === 'pending') return null
  if (denied) {
    // Shown for the moment before a signed-in non-administrator is sent on.
    return (
      <AccessDenied>
        <LinkButton to={paths.announcements.getHref()} variant="accent" size="lg">
          {a.viewAnnouncements}
        </LinkButton>
      </AccessDenied>
    )
  }
  return <AnnouncementManager />
}

export { AdminAnnouncementsPage as Component }
