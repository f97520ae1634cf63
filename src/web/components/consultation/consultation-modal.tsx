import { lazy, Suspense } from 'react'
import { consultationMessages as m } from '#shared/messages.ts'
import { Modal } from '#web/components/ui/modal.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'

// The form brings react-hook-form and zod: it loads when the visitor first shows interest
// (see `preloadConsultationForm`), not with the home page.
const loadForm = () => import('./consultation-form.tsx')
const ConsultationForm = lazy(() =>
  loadForm().then((module) => ({ default: module.ConsultationForm })),
)

/** Starts loading the form early, e.g. when the pointer reaches the button that opens it. */
export function preloadConsultationForm() {
  void loadForm()
}

/** 'Schedule Your Free 30-Minute Consultation' (spec part 1 §2). */
export function ConsultationModal({
  open,
  onClose,
  tutorId,
}: {
  open: boolean
  onClose: () => void
  /** The tutor of a visitor's "Free Call" (issue 27), named in the form. */
  tutorId?: number
}) {
  return (
    <Modal open={open} onClose={onClose} title={m.title} testId="consultation-modal">
      <Suspense
        fallback={
          <p role="status" className="flex items-center gap-3 py-10 text-slate-700">
            <Spinner className="size-5 text-brand-700" />
            Loading the form...
          </p>
        }
      >
        <ConsultationForm
          // A form per tutor: another "Free Call" starts with its own tutor named.
          key={tutorId ?? 'any'}
          variant="modal"
          onCancel={onClose}
          onClose={onClose}
          tutorId={tutorId}
        />
      </Suspense>
    </Modal>
  )
}
