import { Alert } from '#web/components/ui/alert.tsx'

/**
 * The red banner above a form (spec part 2 §5, §8): one message at a time. The live
 * region is always in the page so a new message is announced when it appears.
 */
export function FormErrorBanner({ message, testId }: { message: string | null; testId: string }) {
  return (
    <div role="alert" data-testid={testId} className="mb-6 empty:hidden">
      {message ? <Alert tone="error">{message}</Alert> : null}
    </div>
  )
}
