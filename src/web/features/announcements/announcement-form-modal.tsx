import { announcementMessages as m } from '#shared/announcement.ts'
import type { Announcement } from '#shared/schemas/announcement.ts'
import { Modal } from '#web/components/ui/modal.tsx'
import { AnnouncementForm } from './announcement-form.tsx'

/** What the dialog is open for: a new announcement, or an edit of one. */
export type FormTarget = { mode: 'create' } | { mode: 'edit'; announcement: Announcement }

/**
 * 'Create New Announcement' or 'Edit Announcement' (spec part 2 §2). The form lives only
 * while the dialog is open, so every opening starts from its defaults.
 */
export function AnnouncementFormModal({
  target,
  onSaved,
  onClose,
}: {
  target: FormTarget | null
  onSaved: () => void
  onClose: () => void
}) {
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? m.editTitle : m.createTitle}
      className="sm:max-w-2xl"
      testId="announcement-form-modal"
    >
      {target ? (
        <AnnouncementForm
          key={target.mode === 'edit' ? target.announcement.id : 'new'}
          announcement={target.mode === 'edit' ? target.announcement : undefined}
          onSaved={onSaved}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  )
}
