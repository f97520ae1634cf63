import { clsx } from 'clsx'
import { useId, type Ref, type SelectHTMLAttributes } from 'react'
import { ChevronDownIcon } from '#web/components/ui/icons.tsx'

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string
  options: readonly { value: string; label: string }[]
  /** The empty first choice ('Select your category'). */
  placeholder: string
  hint?: string
  ref?: Ref<HTMLSelectElement>
}

/** A labelled native select that looks like the `Input` beside it. */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  className,
  id,
  ref,
  ...props
}: SelectFieldProps) {
  const generatedId = useId()
  const selectId = id ?? generatedId
  const hintId = `${selectId}-hint`
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-describedby={hint ? hintId : undefined}
          className={clsx(
            'h-11 w-full min-w-0 appearance-none rounded-lg border bg-white pr-10 pl-3 text-base text-slate-900 shadow-sm',
            'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600',
            props['aria-invalid'] ? 'border-red-500' : 'border-slate-300',
          )}
          {...props}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500" />
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
