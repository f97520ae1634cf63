import { clsx } from 'clsx'
import type { ComponentType, ReactNode, SVGProps } from 'react'
import { Link } from 'react-router'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { SearchIcon } from '#web/components/ui/icons.tsx'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { Pagination } from './pagination.tsx'

/** The texts of a back-office list's states. */
export interface ListTexts {
  loading: string
  loadFailed: string
  loadFailedHint: string
  pastLastPage: string
  firstPage: string
  emptyFiltered: string
  emptyFilteredHint: string
  emptyAll: string
  emptyAllHint?: string
  clearFilters: string
}

/** What the list needs of its React Query result. */
interface ListQuery {
  isPending: boolean
  isError: boolean
  isFetching: boolean
  isPlaceholderData: boolean
  error: unknown
  refetch: () => unknown
}

/**
 * The body of a back-office list in each of its states: loading, failed (a refusal names
 * its reason), a page past the last, empty (filtered or not), or the list itself, dimmed
 * while the next page loads, with its pages below. `children` draws the list once there
 * is something in it; `hrefFor` gives each page's address.
 */
export function AdminListBody<D extends { total: number; page: number; page_size: number }>({
  query,
  data,
  shown,
  texts,
  emptyIcon: EmptyIcon,
  emptyTestId,
  filtered,
  onClear,
  hrefFor,
  children,
}: {
  query: ListQuery
  /** The page as the server answered it; undefined before any answer or after a failure. */
  data: D | undefined
  /** How many rows the page holds. */
  shown: (data: D) => number
  texts: ListTexts
  emptyIcon: ComponentType<SVGProps<SVGSVGElement>>
  emptyTestId: string
  filtered: boolean
  onClear: () => void
  hrefFor: (page: number) => string
  children: (data: D) => ReactNode
}) {
  if (query.isPending) {
    return (
      <div role="status">
        <p className="mb-4 text-slate-700">{texts.loading}</p>
        <ul aria-hidden="true" className="grid gap-3">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="h-20 rounded-xl bg-slate-200 motion-safe:animate-pulse" />
          ))}
        </ul>
      </div>
    )
  }
  if (!data) {
    // A refusal (a filter the server does not accept, say) names its reason.
    const refusal =
      query.error instanceof ApiError && query.error.status < 500
        ? query.error.serverMessage
        : undefined
    return (
      <LoadFailed
        title={texts.loadFailed}
        hint={refusal ?? texts.loadFailedHint}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className=""
      />
    )
  }
  const rows = shown(data)
  if (rows === 0 && data.total > 0) {
    return (
      <Alert tone="info">
        {texts.pastLastPage}{' '}
        <Link to={hrefFor(1)} className="font-semibold underline">
          {texts.firstPage}
        </Link>
      </Alert>
    )
  }
  if (rows === 0) {
    const Icon = filtered ? SearchIcon : EmptyIcon
    const hint = filtered ? texts.emptyFilteredHint : texts.emptyAllHint
    return (
      <div
        className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
        data-testid={emptyTestId}
      >
        <Icon className="mx-auto size-10 text-slate-500" />
        <p className="mt-4 text-lg font-bold text-slate-900">
          {filtered ? texts.emptyFiltered : texts.emptyAll}
        </p>
        {hint ? <p className="mt-1 text-slate-700">{hint}</p> : null}
        {filtered ? (
          <Button variant="outline" size="sm" className="mt-5" onClick={onClear}>
            {texts.clearFilters}
          </Button>
        ) : null}
      </div>
    )
  }
  return (
    <div
      aria-busy={query.isPlaceholderData || undefined}
      className={clsx('space-y-5', query.isPlaceholderData && 'opacity-60')}
    >
      {children(data)}
      <Pagination page={data.page} pageSize={data.page_size} total={data.total} hrefFor={hrefFor} />
    </div>
  )
}

/**
 * Above a list: how many records match (announced as it changes), and "Clear filters"
 * while filters hide some of them.
 */
export function ListTotal({
  text,
  testId,
  canClear,
  clearLabel,
  onClear,
}: {
  /** '' until the list has answered. */
  text: string
  testId: string
  canClear: boolean
  clearLabel: string
  onClear: () => void
}) {
  return (
    <div className="flex min-h-6 flex-wrap items-center justify-between gap-3">
      <p role="status" className="text-sm font-medium text-slate-700" data-testid={testId}>
        {text}
      </p>
      {canClear ? (
        <Button variant="ghost" size="sm" onClick={onClear}>
          {clearLabel}
        </Button>
      ) : null}
    </div>
  )
}
