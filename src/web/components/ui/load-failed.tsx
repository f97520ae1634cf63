import type { ReactNode } from 'react'
import { Alert } from './alert.tsx'
import { Button } from './button.tsx'

/**
 * A list or record that could not be loaded: what failed, and 'Try again' (disabled while
 * the retry runs). `children` adds other ways out beside the button.
 */
export function LoadFailed({
  title,
  hint,
  onRetry,
  retrying,
  className = 'mx-auto max-w-xl',
  children,
}: {
  title: string
  hint?: string
  onRetry: () => void
  retrying: boolean
  className?: string
  children?: ReactNode
}) {
  return (
    <div role="alert">
      <Alert tone="error" className={className}>
        <p className="font-semibold">{title}</p>
        {hint ? <p className="mt-1">{hint}</p> : null}
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
            Try again
          </Button>
          {children}
        </div>
      </Alert>
    </div>
  )
}
