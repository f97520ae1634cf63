import { useId, useState, type ReactNode } from 'react'
import { useParams } from 'react-router'
import { formatSastDateTime } from '#shared/sast.ts'
import type { NewsletterSubscriber } from '#shared/schemas/admin-users.ts'
import { Alert } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { useConfirm } from '#web/components/ui/confirm-dialog.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { AdminDetailBody } from '../detail-body.tsx'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { EmailLink } from '../email-link.tsx'
import { StatusBadge } from '../status-badges.tsx'
import { WorkStatusForm } from '../work-status-form.tsx'
import { useUnsubscribe, useUpdateSubscriber } from './api/change-subscriber.ts'
import { useSubscriber } from './api/get-subscribers.ts'
import { subscriberPageMessages as t } from './messages.ts'
import { SubscriptionBadge } from './subscription-badge.tsx'

const panel = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'

function Time({ at }: { at: string | null }) {
  if (!at) return <span className="text-slate-600">{t.notYet}</span>
  return (
    <>
      <time dateTime={at}>{formatSastDateTime(at)}</time> {t.sast}
    </>
  )
}

function Details({ subscriber }: { subscriber: NewsletterSubscriber }) {
  const headingId = useId()
  const rows: [string, ReactNode][] = [
    [t.email, <EmailLink email={subscriber.email} />],
    [t.name, subscriber.name ?? '—'],
    [t.subscription, <SubscriptionBadge status={subscriber.status} />],
    [t.subscribedAt, <Time at={subscriber.created_at} />],
    [t.confirmedAt, <Time at={subscriber.confirmed_at} />],
  ]
  if (subscriber.unsubscribed_at) {
    rows.push([t.unsubscribedAt, <Time at={subscriber.unsubscribed_at} />])
  }
  return (
    <section aria-labelledby={headingId} className={panel}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t.detailsHeading}
      </h2>
      <dl className="mt-4 divide-y divide-slate-200" data-testid="subscriber-details">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="grid gap-x-6 gap-y-0.5 py-2.5 first:pt-0 last:pb-0 sm:grid-cols-[10rem_minmax(0,1fr)]"
          >
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** Unsubscribe on the person's request, after a question in the page's own dialog. */
function UnsubscribePanel({ subscriber }: { subscriber: NewsletterSubscriber }) {
  const headingId = useId()
  const unsubscribe = useUnsubscribe(subscriber.id)
  const [confirm, confirmDialog] = useConfirm()
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const done = subscriber.status === 'unsubscribed'

  const onUnsubscribe = async () => {
    if (unsubscribe.isPending) return
    const confirmed = await confirm({
      title: t.unsubscribeTitle,
      message: t.unsubscribeConfirm(subscriber.email),
      confirmLabel: t.unsubscribe,
      cancelLabel: t.keepSubscribed,
      tone: 'danger',
    })
    if (!confirmed) return
    setOutcome(null)
    try {
      await unsubscribe.mutateAsync()
      setOutcome({ tone: 'success', text: t.unsubscribed(subscriber.email) })
    } catch (error) {
      console.warn('Unsubscribing failed:', error)
      const reason =
        error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined
      setOutcome({ tone: 'error', text: reason ?? t.unsubscribeFailed })
    }
  }

  return (
    <section aria-labelledby={headingId} className={panel} data-testid="unsubscribe-panel">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t.unsubscribeHeading}
      </h2>
      {done ? (
        <p className="mt-1 text-sm text-slate-700">{t.alreadyUnsubscribed}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{t.unsubscribeLead}</p>
          <Button
            variant="outline"
            className="mt-4"
            disabled={unsubscribe.isPending}
            onClick={() => void onUnsubscribe()}
          >
            {unsubscribe.isPending ? t.unsubscribing : t.unsubscribe}
          </Button>
        </>
      )}
      <div role="status" className="empty:hidden not-empty:mt-4" data-testid="unsubscribe-outcome">
        {outcome?.tone === 'success' ? <Alert tone="success">{outcome.text}</Alert> : null}
      </div>
      <div role="alert" className="empty:hidden not-empty:mt-4">
        {outcome?.tone === 'error' ? <Alert tone="error">{outcome.text}</Alert> : null}
      </div>
      {confirmDialog}
    </section>
  )
}

function WorkPanel({ subscriber }: { subscriber: NewsletterSubscriber }) {
  const update = useUpdateSubscriber(subscriber.id)
  return (
    <WorkStatusForm
      current={{ status: subscriber.work_status, admin_note: subscriber.admin_note }}
      save={async ({ status, admin_note }) => {
        const saved = await update.mutateAsync({ work_status: status, admin_note })
        return { status: saved.work_status, admin_note: saved.admin_note }
      }}
      saving={update.isPending}
      statusField="work_status"
    />
  )
}

function SubscriberView({ subscriber }: { subscriber: NewsletterSubscriber }) {
  return (
    <div className="space-y-6">
      <AdminPageHeader
        eyebrow={t.eyebrow}
        title={subscriber.email}
        lead={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base">
            <SubscriptionBadge status={subscriber.status} />
            <StatusBadge status={subscriber.work_status} />
          </span>
        }
      />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Details subscriber={subscriber} />
        <div className="grid gap-6">
          <WorkPanel subscriber={subscriber} />
          <UnsubscribePanel subscriber={subscriber} />
        </div>
      </div>
    </div>
  )
}

function SubscriberDetail({ id }: { id: string }) {
  const subscriber = useSubscriber(id)
  usePageTitle(subscriber.data?.email ?? t.eyebrow)
  return (
    <AdminDetailBody
      query={subscriber}
      back={{ to: paths.adminNewsletter.getHref(), label: t.backToList }}
      texts={t}
    >
      {(data) => <SubscriberView subscriber={data} />}
    </AdminDetailBody>
  )
}

/** /admin/newsletter/{id}: one subscriber, the office's status and note, unsubscribe. */
function SubscriberPage() {
  const { id } = useParams()
  if (!id) return null
  return <SubscriberDetail key={id} id={id} />
}

export { SubscriberPage as Component }
