import { clsx } from 'clsx'
import { useId, type Ref, type SelectHTMLAttributes } from 'react'
import { ChevronDownIcon } from './icons.tsx'

export type SelectOption = {
  readonly value: string
  readonly label: string
  /** Options with a group are shown under its heading (an optgroup), in first-seen order, after those without. */
  readonly group?: string
  readonly disabled?: boolean
}

function renderOptions(options: readonly SelectOption[]) {
  const option = (o: SelectOption) => (
    <option key={o.value} value={o.value} disabled={o.disabled}>
      {o.label}
    </option>
  )
  const ungrouped = options.filter((o) => !o.group)
  const groups = [...new Set(options.flatMap((o) => (o.group ? [o.group] : [])))]
  return [
    ...ungrouped.map(option),
    ...groups.map((group) => (
      <optgroup key={group} label={group}>
        {options.filter((o) => o.group === group).map(option)}
      </optgroup>
    )),
  ]
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string
  options: readonly SelectOption[]
  /** The empty first choice ('Select your category'); its value is ''. */
  placeholder?: string
  /** Shown under the select and announced; also marks the select invalid. */
  error?: string | undefined
  hint?: string
  hideLabel?: boolean
  ref?: Ref<HTMLSelectElement>
}

/** A labelled native select with its hint and error wired up by id, styled like `Input`. */
export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  hideLabel = false,
  className,
  id,
  ref,
  ...props
}: SelectProps) {
  const generatedId = useId()
  const selectId = id ?? generatedId
  const hintId = `${selectId}-hint`
  const errorId = `${selectId}-error`
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ')

  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={selectId}
        className={clsx('text-sm font-medium text-slate-800', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={clsx(
            'h-11 w-full min-w-0 appearance-none rounded-lg border bg-white pr-10 pl-3 text-base text-slate-900 shadow-sm',
            'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600',
            // A form may mark the field invalid and show its message elsewhere (a banner).
            error || props['aria-invalid'] ? 'border-red-500' : 'border-slate-300',
          )}
          {...props}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {renderOptions(options)}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500" />
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <p id={errorId} aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </div>
  )
}
