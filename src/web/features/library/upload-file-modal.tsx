import { libraryMessages as m } from '#shared/library.ts'
import { Modal } from '#web/components/ui/modal.tsx'
import { UploadFileForm } from './upload-file-form.tsx'

/**
 * 'Upload PDF File' (spec part 2 §2). The form lives only while the modal is open, so
 * closing it — by hand or after the success state — clears every field.
 */
export function UploadFileModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={m.uploadTitle} testId="library-upload-modal">
      <UploadFileForm onCancel={onClose} onDone={onClose} />
    </Modal>
  )
}
