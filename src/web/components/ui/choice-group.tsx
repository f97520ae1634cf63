import { clsx } from 'clsx'
import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

/**
 * A list of choices shown as tappable cards (large targets on a phone), one (`radio`) or
 * several (`checkbox`), with its legend, hint and error announced.
 */
export function ChoiceGroup({
  type = 'radio',
  legend,
  options,
  registration,
  error,
  hint,
  columns = false,
  className,
}: {
  type?: 'radio' | 'checkbox'
  legend: string
  /** Lay the choices out in columns (for long lists) instead of one wrapping row. */
  columns?: boolean
  options: readonly { readonly value: string; readonly label: string }[]
  registration: UseFormRegisterReturn
  error?: string | undefined
  hint?: string
  className?: string
}) {
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined]
    .filter(Boolean)
    .join(' ')
  return (
    <fieldset className={className} aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div
        className={
          columns
            ? 'mt-2 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 md:grid-cols-3'
            : 'mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-3'
        }
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border bg-white px-3',
              'has-checked:border-brand-600 has-checked:bg-brand-50',
              error ? 'border-red-500' : 'border-slate-300',
            )}
          >
            <input
              {...registration}
              type={type}
              value={option.value}
              className="size-4 accent-brand-700"
            />
            <span className="text-slate-800">{option.label}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <p
        id={`${id}-error`}
        className="mt-1 text-sm font-medium text-red-700 empty:hidden"
        aria-live="polite"
      >
        {error}
      </p>
    </fieldset>
  )
}
