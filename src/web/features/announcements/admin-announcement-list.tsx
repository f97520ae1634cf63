import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { useEffect, useState } from 'react'
import { announcementMessages as m } from '#shared/announcement.ts'
import type { Announcement } from '#shared/schemas/announcement.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { useConfirm } from '#web/components/ui/confirm-dialog.tsx'
import { MegaphoneIcon } from './announcement-icons.tsx'
import { PlusIcon } from '#web/components/ui/icons.tsx'
import { useDeleteAnnouncement } from './api/delete-announcement.ts'
import { useAdminAnnouncements } from './api/get-admin-announcements.ts'
import { AdminAnnouncementItem } from './admin-announcement-item.tsx'
import { adminMessages as a } from './messages.ts'
import { describeError } from './describe-error.ts'

function ListLoading() {
  return (
    <div role="status">
      <p className="mb-4 text-slate-700">{a.loading}</p>
      <ul aria-hidden="true" className="grid gap-4">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-44 rounded-2xl bg-slate-200 motion-safe:animate-pulse" />
        ))}
      </ul>
    </div>
  )
}

function EmptyList({ onCreate }: { onCreate: () => void }) {
  return (
    <div
      className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
      data-testid="admin-announcements-empty"
    >
      <MegaphoneIcon className="mx-auto size-12 text-slate-500" />
      <p className="mt-4 text-xl font-bold text-slate-900">{m.adminEmptyTitle}</p>
      <p className="mt-2 text-slate-700">{m.adminEmptyDetail}</p>
      <Button className="mt-6" onClick={onCreate} aria-haspopup="dialog">
        <PlusIcon className="size-4" />
        {m.newAnnouncement}
      </Button>
    </div>
  )
}

/**
 * Every announcement, drafts too, with edit and delete (spec part 2 §2, §4, §8). Delete
 * asks first, then reloads the list; a failure says so above the list.
 */
export function AdminAnnouncementList({
  onCreate,
  onEdit,
}: {
  onCreate: () => void
  onEdit: (announcement: Announcement) => void
}) {
  const list = useAdminAnnouncements()
  const remove = useDeleteAnnouncement()
  const [confirm, confirmDialog] = useConfirm()
  const [deleteFailed, setDeleteFailed] = useState(false)

  useEffect(() => {
    if (list.error) console.warn('Loading the announcements failed:', describeError(list.error))
  }, [list.error])

  const onDelete = async (announcement: Announcement) => {
    const confirmed = await confirm({
      title: a.deleteAnnouncement,
      message: (
        <>
          <p>{m.deleteConfirm}</p>
          <p className="font-semibold wrap-anywhere text-slate-900">{announcement.title}</p>
        </>
      ),
      confirmLabel: a.deleteAnnouncement,
      tone: 'danger',
    })
    if (!confirmed) return
    setDeleteFailed(false)
    try {
      await remove.mutateAsync(announcement.id)
    } catch (error) {
      console.warn('Deleting the announcement failed:', describeError(error))
      setDeleteFailed(true)
    }
  }

  return (
    <div className="space-y-4">
      <div role="alert" className="empty:hidden" data-testid="admin-announcements-error">
        {deleteFailed ? <Alert tone="error">{m.deleteFailed}</Alert> : null}
      </div>
      {list.isPending ? (
        <ListLoading />
      ) : list.isError ? (
        <LoadFailed
          title={a.loadFailed}
          className=""
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.length === 0 ? (
        <EmptyList onCreate={onCreate} />
      ) : (
        <ul className="grid gap-4" aria-label="Announcements">
          {list.data.map((announcement) => (
            <AdminAnnouncementItem
              key={announcement.id}
              announcement={announcement}
              deleting={remove.isPending && remove.variables === announcement.id}
              onEdit={() => onEdit(announcement)}
              onDelete={() => void onDelete(announcement)}
            />
          ))}
        </ul>
      )}
      {confirmDialog}
    </div>
  )
}
