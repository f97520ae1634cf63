import { clsx } from 'clsx'
import { useId, type InputHTMLAttributes, type Ref } from 'react'

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  /** Shown under the input and announced; also marks the input invalid. */
  error?: string | undefined
  hint?: string
  /** `dark` for inputs on the footer's dark background. */
  tone?: 'light' | 'dark'
  hideLabel?: boolean
  ref?: Ref<HTMLInputElement>
}

/** A labelled input with its hint and error wired up by id. */
export function Input({
  label,
  error,
  hint,
  tone = 'light',
  hideLabel = false,
  className,
  id,
  ref,
  ...props
}: InputProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ')
  const dark = tone === 'dark'

  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={inputId}
        className={clsx(
          'text-sm font-medium',
          dark ? 'text-slate-100' : 'text-slate-800',
          hideLabel && 'sr-only',
        )}
      >
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={clsx(
          'h-11 w-full min-w-0 rounded-lg border px-3 text-base shadow-sm',
          'placeholder:text-slate-500 disabled:cursor-not-allowed disabled:opacity-70',
          dark
            ? 'border-slate-500 bg-slate-800 text-white placeholder:text-slate-400'
            : 'bg-white text-slate-900',
          error ? 'border-red-500' : !dark && 'border-slate-300',
        )}
        {...props}
      />
      {hint ? (
        <p id={hintId} className={clsx('text-sm', dark ? 'text-slate-300' : 'text-slate-600')}>
          {hint}
        </p>
      ) : null}
      <p
        id={errorId}
        aria-live="polite"
        className={clsx('text-sm font-medium empty:hidden', dark ? 'text-red-300' : 'text-red-700')}
      >
        {error}
      </p>
    </div>
  )
}
