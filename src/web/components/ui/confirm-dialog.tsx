import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Button } from './button.tsx'
import { Modal } from './modal.tsx'

export type ConfirmOptions = {
  title: string
  /** What happens if they go ahead; a string becomes one paragraph. */
  message: ReactNode
  confirmLabel: string
  cancelLabel?: string
  /** 'danger' for what cannot be undone: a red button, and focus starts on Cancel. */
  tone?: 'danger' | 'default'
}

export type Confirm = (options: ConfirmOptions) => Promise<boolean>

const CANCEL = 'Cancel'

/**
 * A question before an action, in the page's own dialog instead of `window.confirm`:
 * `const [confirm, confirmDialog] = useConfirm()`, render `confirmDialog`, then
 * `if (!(await confirm({ … }))) return`. The promise is true only for the confirm button;
 * Cancel, the close button and Escape give false, and so does the component unmounting
 * or a second question replacing the first.
 */
export function useConfirm(): [Confirm, ReactNode] {
  const [asked, setAsked] = useState<ConfirmOptions | null>(null)
  const answer = useRef<((confirmed: boolean) => void) | null>(null)

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false)
        answer.current = resolve
        setAsked(options)
      }),
    [],
  )

  const settle = useCallback((confirmed: boolean) => {
    const resolve = answer.current
    answer.current = null
    setAsked(null)
    resolve?.(confirmed)
  }, [])

  useEffect(
    () => () => {
      answer.current?.(false)
      answer.current = null
    },
    [],
  )

  // Rendered only while a question is open: a list of cards each with its own question
  // leaves no empty dialogs in the page.
  const dialog = asked ? (
    <ConfirmDialog options={asked} onConfirm={() => settle(true)} onCancel={() => settle(false)} />
  ) : null
  return [confirm, dialog]
}

function ConfirmDialog({
  options: { title, message, confirmLabel, cancelLabel = CANCEL, tone = 'default' },
  onConfirm,
  onCancel,
}: {
  options: ConfirmOptions
  onConfirm: () => void
  onCancel: () => void
}) {
  const messageId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const danger = tone === 'danger'

  return (
    <Modal
      open
      onClose={onCancel}
      title={title}
      role="alertdialog"
      describedBy={messageId}
      // A destructive action is one deliberate step away: Enter alone does not do it.
      initialFocus={danger ? cancelRef : confirmRef}
      // `sm:` so it wins over the Modal's own max-w-xl (clsx does not merge classes).
      className="sm:max-w-md"
      testId="confirm-dialog"
    >
      <div id={messageId} className="space-y-2 wrap-anywhere text-slate-700">
        {typeof message === 'string' ? <p>{message}</p> : message}
      </div>
      {/* Cancel first, in reading and Tab order alike: stacked on a phone, side by side wider. */}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button ref={cancelRef} variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button
          ref={confirmRef}
          variant={danger ? 'danger' : 'primary'}
          className="whitespace-normal"
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  )
}
