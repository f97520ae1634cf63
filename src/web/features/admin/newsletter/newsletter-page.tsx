import { Link, useLocation } from 'react-router'
import { submissionStatuses } from '#shared/options.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import type { NewsletterSubscriber } from '#shared/schemas/admin-users.ts'
import { MailIcon } from '#web/components/ui/icons.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { CsvExportLink } from '../csv-export-link.tsx'
import { AdminListBody, ListTotal } from '../list-body.tsx'
import { ListFiltersForm } from '../list-filters-form.tsx'
import { hasListFilters, listQuery, noListFilters, useListQuery } from '../list-query.ts'
import { backOfficeMessages } from '../messages.ts'
import { StatusBadge } from '../status-badges.tsx'
import type { ListState } from '../detail-body.tsx'
import { subscribersCsvHref, useSubscribers } from './api/get-subscribers.ts'
import {
  newsletterPageMessages as t,
  subscriberCount,
  subscriberListChoices,
  subscriberStatuses,
} from './messages.ts'
import { SubscriptionBadge } from './subscription-badge.tsx'
import { CampaignsSection } from './campaigns-section.tsx'

function When({ label, at }: { label: string; at: string | null }) {
  if (!at) return null
  return (
    <span>
      {label} <time dateTime={at}>{formatSastDateTime(at)}</time> (SAST)
    </span>
  )
}

function SubscriberList({ subscribers }: { subscribers: NewsletterSubscriber[] }) {
  const { search } = useLocation()
  return (
    <ul aria-label={t.subscribersLabel} className="grid grid-cols-1 gap-3">
      {subscribers.map((subscriber) => (
        <li
          key={subscriber.id}
          data-testid="subscriber"
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link
              to={paths.adminSubscriber.getHref(subscriber.id)}
              state={{ listSearch: search } satisfies ListState}
              className="font-semibold break-all text-brand-800 underline-offset-2 hover:underline"
            >
              {subscriber.email}
            </Link>
            <SubscriptionBadge status={subscriber.status} />
            <StatusBadge status={subscriber.work_status} />
            {subscriber.admin_note ? (
              <span className="text-xs font-medium text-slate-600">{t.hasNote}</span>
            ) : null}
          </div>
          <p className="mt-0.5 text-sm break-words text-slate-700">
            {subscriber.name ?? <span className="text-slate-600">{t.noName}</span>}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600">
            <When label={t.subscribed} at={subscriber.created_at} />
            <When label={t.confirmed} at={subscriber.confirmed_at} />
            <When label={t.unsubscribedOn} at={subscriber.unsubscribed_at} />
          </p>
        </li>
      ))}
    </ul>
  )
}

/**
 * /admin/newsletter: the newsletters the office sends (issue 27), then the subscribers, searched, filtered by subscription and by the
 * office's status, paged; each opens its own page.
 */
function NewsletterPage() {
  usePageTitle(t.title)
  const { filters, page, setFilters } = useListQuery(subscriberListChoices)
  const list = useSubscribers(filters, page)
  const filtered = hasListFilters(filters)
  const clear = () => setFilters(noListFilters(subscriberListChoices))
  const hrefFor = (to: number) => paths.adminNewsletter.getHref(listQuery(filters, to))

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
      hrefFor={hrefFor}
    >
      {(data) => <SubscriberList subscribers={data.subscribers} />}
    </AdminListBody>
  )

  return (
    <div className="space-y-6">
      <AdminPageHeader eyebrow={backOfficeMessages.navPeople} title={t.title} lead={t.lead}>
        <CsvExportLink href={subscribersCsvHref(filters)} />
      </AdminPageHeader>
      <CampaignsSection />
      <h2 className="text-xl font-bold text-slate-900">{t.subscribersHeading}</h2>
      <ListFiltersForm
        label={t.filtersLabel}
        searchPlaceholder={t.searchPlaceholder}
        selects={[
          {
            key: 'status',
            label: t.subscription,
            placeholder: t.allSubscriptions,
            options: subscriberStatuses,
          },
          {
            key: 'work_status',
            label: t.workStatus,
            placeholder: t.allWorkStatuses,
            options: submissionStatuses,
          },
        ]}
        filters={filters}
        onChange={setFilters}
      />
      <ListTotal
        text={list.data ? subscriberCount(list.data.total) : ''}
        testId="subscribers-total"
        canClear={filtered && (list.data?.subscribers.length ?? 0) > 0}
        clearLabel={t.clearFilters}
        onClear={clear}
      />
      <div className="min-h-[28rem]">{body}</div>
    </div>
  )
}

export { NewsletterPage as Component }
