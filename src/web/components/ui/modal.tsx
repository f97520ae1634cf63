import { clsx } from 'clsx'
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { CloseIcon } from './icons.tsx'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog on the native <dialog>: the page behind is inert, Escape closes it, Tab
 * and Shift+Tab cycle inside it, and focus returns to what opened it. The page does not
 * scroll underneath while it is open. A click on the backdrop does not close it, so a
 * half-filled form is never lost by a stray tap. Focus starts on the first control (the
 * close button) unless `initialFocus` names another; `role="alertdialog"` and
 * `describedBy` are for a question that needs an answer (see confirm-dialog.tsx).
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  className,
  testId,
  role,
  describedBy,
  initialFocus,
}: {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  className?: string
  testId?: string
  role?: 'dialog' | 'alertdialog'
  /** The id of the element that says what the dialog is about. */
  describedBy?: string
  /** The control to focus when the dialog opens, instead of the first one. */
  initialFocus?: RefObject<HTMLElement | null>
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  const initialFocusRef = useRef(initialFocus)
  useEffect(() => {
    onCloseRef.current = onClose
    initialFocusRef.current = initialFocus
  }, [onClose, initialFocus])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog || !open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    dialog.showModal()
    initialFocusRef.current?.current?.focus()
    return () => {
      dialog.close()
      document.body.style.overflow = overflow
      opener?.focus()
    }
  }, [open])

  return (
    <dialog
      ref={dialogRef}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-testid={testId}
      onCancel={(event) => {
        // Escape: let React's state close it, so the two never disagree.
        event.preventDefault()
        onCloseRef.current()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Tab') return
        const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (element) => element.offsetParent !== null || element === document.activeElement,
        )
        const first = focusable[0]
        const last = focusable.at(-1)
        if (!first || !last) return
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault()
          last.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first.focus()
        }
      }}
      className={clsx(
        'm-auto max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-xl overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-slate-900 shadow-2xl',
        'backdrop:bg-slate-950/60',
        className,
      )}
    >
      {open ? (
        <div className="relative p-5 sm:p-8">
          <div className="mb-5 flex items-start justify-between gap-4">
            <h2
              id={titleId}
              className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
            >
              {title}
            </h2>
            <button
              type="button"
              onClick={() => onCloseRef.current()}
              aria-label="Close dialog"
              className="-mt-1 -mr-2 flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  )
}
