import { clsx } from 'clsx'
import { useId, useState } from 'react'
import { commentMayBeClamped } from './review-filters.ts'
import { reviewPageMessages as t } from './messages.ts'

/**
 * A student's comment or a tutor's reply as text (never HTML), its line breaks kept, cut to
 * three lines in the list with "Read all" to open it. The whole text stays in the page, so
 * a screen reader reads all of it either way.
 */
export function ClampedText({ text, className }: { text: string; className?: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const long = commentMayBeClamped(text)
  return (
    <div className={className}>
      <p
        id={id}
        className={clsx(
          'break-words whitespace-pre-line text-slate-900',
          long && !open && 'line-clamp-3',
        )}
      >
        {text}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="mt-1 min-h-6 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {open ? t.showLess : t.readAll}
        </button>
      ) : null}
    </div>
  )
}
