import { clsx } from 'clsx'
import { Link } from 'react-router'
import { ArrowRightIcon } from '#web/components/ui/icons.tsx'
import { backOfficeMessages as t, pageOfPages } from './messages.ts'

const step =
  'inline-flex h-10 items-center gap-1.5 rounded-lg border px-3 text-sm font-semibold whitespace-nowrap'

/**
 * Previous / "Page X of Y" / Next. The steps are links (each page has its address, so
 * back and reload keep it); at either end the step is shown disabled.
 */
export function Pagination({
  page,
  pageSize,
  total,
  hrefFor,
}: {
  page: number
  pageSize: number
  total: number
  hrefFor: (page: number) => string
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages === 1 && page === 1) return null
  const previous = page > 1 ? Math.min(page - 1, pages) : null
  const next = page < pages ? page + 1 : null
  return (
    <nav aria-label={t.pagination} className="flex items-center justify-between gap-3">
      {previous ? (
        <Link
          to={hrefFor(previous)}
          className={clsx(step, 'border-slate-300 bg-white text-brand-800 hover:bg-brand-50')}
        >
          <ArrowRightIcon className="size-4 rotate-180" />
          {t.previous}
        </Link>
      ) : (
        <span
          role="link"
          aria-disabled="true"
          className={clsx(step, 'border-slate-200 text-slate-500')}
        >
          <ArrowRightIcon className="size-4 rotate-180" />
          {t.previous}
        </span>
      )}
      <p className="text-sm text-slate-700">{pageOfPages(page, pages)}</p>
      {next ? (
        <Link
          to={hrefFor(next)}
          className={clsx(step, 'border-slate-300 bg-white text-brand-800 hover:bg-brand-50')}
        >
          {t.next}
          <ArrowRightIcon className="size-4" />
        </Link>
      ) : (
        <span
          role="link"
          aria-disabled="true"
          className={clsx(step, 'border-slate-200 text-slate-500')}
        >
          {t.next}
          <ArrowRightIcon className="size-4" />
        </span>
      )}
    </nav>
  )
}
