import { AdminListBody } from '../list-body.tsx'
import { CsvExportLink } from '../csv-export-link.tsx'
import { clsx } from 'clsx'
import { useState } from 'react'
import { formatSastDateTime } from '#shared/sast.ts'
import type { NewsletterSubscriber } from '#shared/schemas/admin-users.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { MailIcon } from '#web/components/ui/icons.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { backOfficeMessages } from '../messages.ts'
import { Pagination } from '../pagination.tsx'
import { ListFiltersForm } from '../users/list-filters-form.tsx'
import { listQuery, useListQuery } from '../users/list-query.ts'
import { subscribersCsvHref, useSubscribers } from './api/get-subscribers.ts'
import { useUnsubscribe } from './api/unsubscribe.ts'
import {
  newsletterPageMessages as t,
  subscriberCount,
  subscriberStatuses,
  subscriberStatusLabel,
  subscriberStatusValues,
  type SubscriberStatus,
} from './messages.ts'

type Outcome = { tone: 'success' | 'error'; text: string } | null

const statusTones: Record<SubscriberStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  unsubscribed: 'bg-slate-200 text-slate-800',
}

function StatusBadge({ status }: { status: SubscriberStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        statusTones[status],
      )}
      data-testid="subscriber-status"
    >
      {subscriberStatusLabel(status)}
    </span>
  )
}

function When({ label, at }: { label: string; at: string | null }) {
  if (!at) return null
  return (
    <span>
      {label} <time dateTime={at}>{formatSastDateTime(at)}</time>
    </span>
  )
}

function SubscriberList({
  subscribers,
  busyId,
  onUnsubscribe,
}: {
  subscribers: NewsletterSubscriber[]
  busyId: string | undefined
  onUnsubscribe: (subscriber: NewsletterSubscriber) => void
}) {
  return (
    <ul aria-label={t.subscribersLabel} className="grid grid-cols-1 gap-3">
      {subscribers.map((subscriber) => (
        <li
          key={subscriber.id}
          data-testid="subscriber"
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <p className="font-semibold break-all text-slate-900">{subscriber.email}</p>
              <StatusBadge status={subscriber.status} />
            </div>
            <p className="mt-0.5 text-sm break-words text-slate-700">
              {subscriber.name ?? <span className="text-slate-600">{t.noName}</span>}
            </p>
            <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600">
              <When label={t.subscribed} at={subscriber.created_at} />
              <When label={t.confirmed} at={subscriber.confirmed_at} />
              <When label={t.unsubscribedOn} at={subscriber.unsubscribed_at} />
              <span>(SAST)</span>
            </p>
          </div>
          {subscriber.status === 'unsubscribed' ? null : (
            <Button
              variant="outline"
              size="sm"
              className="self-start sm:self-center"
              aria-label={t.unsubscribeNamed(subscriber.email)}
              disabled={busyId === subscriber.id}
              onClick={() => onUnsubscribe(subscriber)}
            >
              {t.unsubscribe}
            </Button>
          )}
        </li>
      ))}
    </ul>
  )
}

/** /admin/newsletter: the subscribers, searched and filtered by status, paged; unsubscribe on request. */
function NewsletterPage() {
  usePageTitle(t.title)
  const { filters, page, setFilters } = useListQuery('status', subscriberStatusValues)
  const list = useSubscribers(filters, page)
  const unsubscribe = useUnsubscribe()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const filtered = filters.q !== '' || filters.choice !== ''
  const clear = () => setFilters({ q: '', choice: '' })
  const hrefFor = (to: number) => paths.adminNewsletter.getHref(listQuery(filters, 'status', to))

  const onUnsubscribe = async (subscriber: NewsletterSubscriber) => {
    if (unsubscribe.isPending) return
    if (!window.confirm(t.unsubscribeConfirm(subscriber.email))) return
    setOutcome(null)
    try {
      await unsubscribe.mutateAsync(subscriber.id)
      setOutcome({ tone: 'success', text: t.unsubscribed(subscriber.email) })
    } catch (error) {
      console.warn('Unsubscribing failed:', error)
      const reason =
        error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined
      setOutcome({ tone: 'error', text: reason ?? t.unsubscribeFailed })
    }
  }

  const body = (
    <AdminListBody
      query={list}
      data={list.data}
      shown={(data) => data.subscribers.length}
      texts={t}
      emptyIcon={MailIcon}
      emptyTestId="subscribers-empty"
      filtered={filtered}
      onClear={clear}
      firstPageHref={hrefFor(1)}
    >
      {(data) => (
        <>
          <SubscriberList
            subscribers={data.subscribers}
            busyId={unsubscribe.isPending ? unsubscribe.variables : undefined}
            onUnsubscribe={(subscriber) => void onUnsubscribe(subscriber)}
          />
          <Pagination
            page={data.page}
            pageSize={data.page_size}
            total={data.total}
            hrefFor={hrefFor}
          />
        </>
      )}
    </AdminListBody>
  )

  return (
    <div className="space-y-6">
      <AdminPageHeader eyebrow={backOfficeMessages.navPeople} title={t.title} lead={t.lead}>
        <CsvExportLink href={subscribersCsvHref(filters)} />
      </AdminPageHeader>
      <ListFiltersForm
        label={t.filtersLabel}
        searchPlaceholder={t.searchPlaceholder}
        choiceLabel={t.status}
        choicePlaceholder={t.allStatuses}
        choices={subscriberStatuses}
        filters={filters}
        onChange={setFilters}
      />
      <div role="status" className="empty:hidden" data-testid="newsletter-outcome">
        {outcome?.tone === 'success' ? <Alert tone="success">{outcome.text}</Alert> : null}
      </div>
      <div role="alert" className="empty:hidden">
        {outcome?.tone === 'error' ? <Alert tone="error">{outcome.text}</Alert> : null}
      </div>
      <div className="flex min-h-6 flex-wrap items-center justify-between gap-3">
        <p
          role="status"
          className="text-sm font-medium text-slate-700"
          data-testid="subscribers-total"
        >
          {list.data ? subscriberCount(list.data.total) : ''}
        </p>
        {filtered && (list.data?.subscribers.length ?? 0) > 0 ? (
          <Button variant="ghost" size="sm" onClick={clear}>
            {t.clearFilters}
          </Button>
        ) : null}
      </div>
      <div className="min-h-[28rem]">{body}</div>
    </div>
  )
}

export { NewsletterPage as Component }
