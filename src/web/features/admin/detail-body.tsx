import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { Alert } from '#web/components/ui/alert.tsx'
import { ArrowRightIcon } from '#web/components/ui/icons.tsx'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { AdminPageHeader } from './admin-page-header.tsx'

/** A list's own address, carried to a record so its back link returns to the same list. */
export type ListState = { listSearch: string }

/** Back to the list, with the filters it had when this record was opened from it. */
function BackLink({ to, label }: { to: string; label: string }) {
  const state = useLocation().state as Partial<ListState> | null
  const search = typeof state?.listSearch === 'string' ? state.listSearch : ''
  return (
    <Link
      to={`${to}${search}`}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-800 hover:underline"
    >
      <ArrowRightIcon className="size-4 rotate-180" />
      {label}
    </Link>
  )
}

export type DetailTexts = {
  /** What the page shows, above the title: 'Bookings', 'Newsletter subscriber'. */
  eyebrow: string
  loading: string
  notFoundTitle: string
  loadFailed: string
  loadFailedHint: string
}

/**
 * One record's page in the back office: the link back to its list, then the record, or
 * while it loads a placeholder of its size, or why it cannot be shown: gone (404, with the
 * server's words) or not loaded (with Try again).
 */
export function AdminDetailBody<T>({
  query,
  back,
  texts,
  children,
}: {
  query: UseQueryResult<T>
  back: { to: string; label: string }
  texts: DetailTexts
  children: (data: T) => ReactNode
}) {
  let body
  if (query.isPending) {
    body = (
      <div role="status" className="min-h-[32rem]">
        <p className="text-slate-700">{texts.loading}</p>
        <div aria-hidden="true" className="mt-4 grid gap-4">
          <div className="h-10 w-2/3 rounded-lg bg-slate-200 motion-safe:animate-pulse" />
          <div className="h-72 rounded-2xl bg-slate-200 motion-safe:animate-pulse" />
        </div>
      </div>
    )
  } else if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404
    body = missing ? (
      <div className="space-y-6">
        <AdminPageHeader eyebrow={texts.eyebrow} title={texts.notFoundTitle} />
        <div role="alert">
          <Alert tone="error">{query.error.message}</Alert>
        </div>
      </div>
    ) : (
      <LoadFailed
        title={texts.loadFailed}
        hint={texts.loadFailedHint}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className=""
      />
    )
  } else {
    body = children(query.data)
  }

  return (
    <div className="space-y-2">
      <BackLink to={back.to} label={back.label} />
      {body}
    </div>
  )
}
