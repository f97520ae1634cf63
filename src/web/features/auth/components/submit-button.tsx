import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'

/** The full-width submit button of an account form, with its busy label while sending. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled,
}: {
  busy: boolean
  label: string
  busyLabel: string
  disabled?: boolean
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy || disabled}>
      {busy ? (
        <>
          <Spinner className="size-4" />
          {busyLabel}
        </>
      ) : (
        label
      )}
    </Button>
  )
}
