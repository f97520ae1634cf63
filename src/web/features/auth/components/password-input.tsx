import { clsx } from 'clsx'
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react'
import { EyeIcon, EyeOffIcon } from '#web/components/ui/icons.tsx'

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string
  hint?: string
  ref?: Ref<HTMLInputElement>
}

/**
 * A labelled password input with a show/hide toggle (spec part 2 §2 /login). The toggle
 * is a button with `aria-pressed` (pressed = the password is shown) whose name says what
 * pressing it does next.
 */
export function PasswordInput({ label, hint, className, id, ref, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false)
  const generatedId = useId()
  const inputId = id ?? generatedId
  const hintId = `${inputId}-hint`
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-describedby={hint ? hintId : undefined}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={clsx(
            'h-11 w-full min-w-0 rounded-lg border bg-white pr-12 pl-3 text-base text-slate-900 shadow-sm',
            'placeholder:text-slate-500 disabled:cursor-not-allowed disabled:opacity-70',
            props['aria-invalid'] ? 'border-red-500' : 'border-slate-300',
          )}
          {...props}
        />
        <button
          type="button"
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={inputId}
          data-testid="password-toggle"
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-1 right-1 flex w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-brand-800"
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
