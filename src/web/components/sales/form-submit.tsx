import type { ReactNode } from 'react'
import { Button, type ButtonVariant } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'

/**
 * The submit row of a sales form: full width on a phone, with its busy label while the
 * request runs (spec part 2 §4: 'Submitting...', 'Processing...').
 */
export function FormSubmit({
  busy,
  label,
  busyLabel,
  disabled = false,
  variant = 'primary',
  children,
}: {
  busy: boolean
  label: string
  busyLabel: string
  disabled?: boolean
  variant?: ButtonVariant
  /** Shown under the button, e.g. why it is disabled. */
  children?: ReactNode
}) {
  return (
    <div className="sm:col-span-2">
      <Button
        type="submit"
        variant={variant}
        size="lg"
        disabled={busy || disabled}
        className="w-full sm:w-auto"
      >
        {busy ? (
          <>
            <Spinner className="size-4" />
            {busyLabel}
          </>
        ) : (
          label
        )}
      </Button>
      {children}
    </div>
  )
}
