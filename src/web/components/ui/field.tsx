import { clsx } from 'clsx'
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react'

type FieldShellProps = {
  id: string
  label: string
  error?: string | undefined
  hint?: string | undefined
  dark: boolean
  hideLabel: boolean
  className?: string | undefined
  /** Renders the control with the ids that tie it to its hint and error. */
  children: (describedBy: string | undefined) => ReactNode
}

/** Label, control, hint and error of one form field, wired up by id. */
function FieldShell({
  id,
  label,
  error,
  hint,
  dark,
  hideLabel,
  className,
  children,
}: FieldShellProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={id}
        className={clsx(
          'text-sm font-medium',
          dark ? 'text-slate-100' : 'text-slate-800',
          hideLabel && 'sr-only',
        )}
      >
        {label}
      </label>
      {children(describedBy || undefined)}
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

const controlClasses = (dark: boolean, error: string | undefined) =>
  clsx(
    'w-full min-w-0 rounded-lg border px-3 text-base shadow-sm',
    'placeholder:text-slate-500 disabled:cursor-not-allowed disabled:opacity-70',
    dark
      ? 'border-slate-500 bg-slate-800 text-white placeholder:text-slate-400'
      : 'bg-white text-slate-900',
    error ? 'border-red-500' : !dark && 'border-slate-300',
  )

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
  // Written out, not left to the browser's default: autocomplete's rules (which field
  // names suit which control) are read from the attribute, by HTML_CodeSniffer among others.
  type = 'text',
  ...props
}: InputProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const dark = tone === 'dark'
  return (
    <FieldShell {...{ id: inputId, label, error, hint, dark, hideLabel, className }}>
      {(describedBy) => (
        <input
          ref={ref}
          id={inputId}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx('h-11', controlClasses(dark, error))}
          {...props}
        />
      )}
    </FieldShell>
  )
}

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string
  error?: string | undefined
  hint?: string
  hideLabel?: boolean
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled multi-line text field, styled like `Input`. */
export function Textarea({
  label,
  error,
  hint,
  hideLabel = false,
  className,
  id,
  ref,
  rows = 4,
  ...props
}: TextareaProps) {
  const generatedId = useId()
  const textareaId = id ?? generatedId
  return (
    <FieldShell {...{ id: textareaId, label, error, hint, dark: false, hideLabel, className }}>
      {(describedBy) => (
        <textarea
          ref={ref}
          id={textareaId}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx('resize-y py-2.5', controlClasses(false, error))}
          {...props}
        />
      )}
    </FieldShell>
  )
}
