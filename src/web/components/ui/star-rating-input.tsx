import { clsx } from 'clsx'
import { useId, useState, type Ref } from 'react'
import { StarIcon } from './icons.tsx'
import { starChoiceLabel } from './star-fills.ts'

const choices = [1, 2, 3, 4, 5] as const

/**
 * A rating from 1 to 5 as a group of real radio inputs ('1 star' ... '5 stars'): Tab
 * reaches the group, the arrow keys choose, and the focused star shows the focus ring.
 * Each input covers its star (transparent), so a tap or click lands on the input itself.
 * Controlled: bind it with react-hook-form's `useController`.
 */
export function StarRatingInput({
  name,
  legend,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  hint,
  disabled = false,
  className,
}: {
  name: string
  legend: string
  value: number | undefined
  onChange: (rating: number) => void
  onBlur?: () => void
  /** Given to the first star, so a form can move focus to the group on an error. */
  inputRef?: Ref<HTMLInputElement>
  error?: string | undefined
  hint?: string
  disabled?: boolean
  className?: string
}) {
  const id = useId()
  const [hovered, setHovered] = useState<number | null>(null)
  const shown = hovered ?? value ?? 0
  const describedBy = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined]
    .filter(Boolean)
    .join(' ')
  return (
    <fieldset
      className={className}
      aria-describedby={describedBy || undefined}
      data-testid="star-rating-input"
    >
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="-ml-1.5 flex" onMouseLeave={() => setHovered(null)}>
          {choices.map((stars) => (
            <label
              key={stars}
              onMouseEnter={() => (disabled ? undefined : setHovered(stars))}
              className={clsx(
                'relative flex size-11 items-center justify-center rounded-lg',
                'has-focus-visible:outline-3 has-focus-visible:outline-offset-0 has-focus-visible:outline-(--focus-ring)',
                disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
              )}
            >
              <input
                ref={stars === 1 ? inputRef : undefined}
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                disabled={disabled}
                onChange={() => onChange(stars)}
                onBlur={onBlur}
                className="absolute inset-0 m-0 size-full cursor-[inherit] appearance-none rounded-lg opacity-0 focus-visible:outline-none"
              />
              <span className="sr-only">{starChoiceLabel(stars)}</span>
              <StarIcon
                className={clsx(
                  'pointer-events-none size-8 stroke-[1.5]',
                  stars <= shown
                    ? 'text-accent-500 [stroke:var(--color-accent-700)]'
                    : 'fill-white [stroke:var(--color-slate-500)]',
                )}
              />
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="min-w-16 text-sm font-medium text-slate-800">
          {value ? starChoiceLabel(value) : ''}
        </span>
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
