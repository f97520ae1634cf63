import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'

/**
 * Sends a sales form and holds what came of it: the stored record for the success panel,
 * or the failure text for the alert. A failure keeps the form's values (spec part 2 §4);
 * a success lets the form reset itself (`onSent`).
 */
export function useSubmission<Values, Stored>({
  post,
  what,
  failureText,
  onSent,
  onFailed,
}: {
  post: (values: Values) => Promise<Stored>
  /** Names the form in the console: 'School booking'. */
  what: string
  failureText: (error: unknown) => string
  onSent: () => void
  /** E.g. put the server's field messages under their fields. */
  onFailed: (error: unknown) => void
}) {
  const send = useMutation({ mutationFn: post })
  const [sent, setSent] = useState<Stored | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (values: Values) => {
    setFailure(null)
    try {
      setSent(await send.mutateAsync(values))
      onSent()
    } catch (error) {
      console.warn(`${what} failed:`, error instanceof Error ? error.message : error)
      setFailure(failureText(error))
      onFailed(error)
    }
  }

  return {
    sent,
    failure,
    /** For an alert the form raises itself (a refused submit). */
    setFailure,
    sending: send.isPending,
    submit,
    /** Back from the success panel to the (reset) form. */
    again: () => setSent(null),
  }
}
