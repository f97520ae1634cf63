import { useId } from 'react'
import { Link } from 'react-router'
import { formatSastDateTime } from '#shared/sast.ts'
import type { Campaign } from '#shared/schemas/newsletter-campaigns.ts'
import { Button, LinkButton } from '#web/components/ui/button.tsx'
import { PlusIcon } from '#web/components/ui/icons.tsx'
import { paths } from '#web/paths.ts'
import { useCampaigns } from './api/campaigns.ts'
import { campaignListMessages as t } from './campaign-messages.ts'
import { CampaignProgress, CampaignStatusBadge } from './campaign-progress.tsx'

function CampaignItem({ campaign }: { campaign: Campaign }) {
  const counts = [
    campaign.status !== 'draft' ? t.sent(campaign.sent) : null,
    campaign.failed > 0 ? t.failed(campaign.failed) : null,
    campaign.skipped > 0 ? t.skipped(campaign.skipped) : null,
    campaign.status !== 'draft' ? t.unsubscribed(campaign.unsubscribed) : null,
  ].filter(Boolean)
  const at = campaign.sending_started_at ?? campaign.created_at
  return (
    <li
      data-testid="campaign"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={paths.adminCampaign.getHref(campaign.id)}
          className="font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
        >
          {campaign.subject}
        </Link>
        <CampaignStatusBadge status={campaign.status} />
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {campaign.sending_started_at ? t.started : t.created}{' '}
        <time dateTime={at}>{formatSastDateTime(at)}</time> (SAST)
      </p>
      {campaign.status === 'sending' ? (
        <div className="mt-2 max-w-md">
          <CampaignProgress campaign={campaign} />
        </div>
      ) : null}
      {counts.length > 0 ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="campaign-counts">
          {counts.join(' · ')}
        </p>
      ) : null}
    </li>
  )
}

/** The newsletters above the subscribers: newest first, with their status and counts. */
export function CampaignsSection() {
  const headingId = useId()
  const campaigns = useCampaigns()
  const data = campaigns.data
  let body
  if (campaigns.isPending) {
    body = (
      <div role="status" className="min-h-24">
        <p className="text-slate-700">{t.loading}</p>
      </div>
    )
  } else if (campaigns.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p className="text-red-800">{t.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void campaigns.refetch()}>
          {t.retry}
        </Button>
      </div>
    )
  } else if (!data || data.campaigns.length === 0) {
    body = <p className="text-slate-700">{t.empty}</p>
  } else {
    body = (
      <ul aria-label={t.listLabel} className="grid grid-cols-1 gap-3">
        {data.campaigns.map((campaign) => (
          <CampaignItem key={campaign.id} campaign={campaign} />
        ))}
      </ul>
    )
  }
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="campaigns">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            {t.heading}
          </h2>
          <p className="mt-1 min-h-6 max-w-2xl text-sm text-slate-700">
            {data ? t.lead(data.confirmed_subscribers) : ''}
          </p>
        </div>
        <LinkButton to={paths.adminNewCampaign.getHref()} variant="primary">
          <PlusIcon className="size-5" />
          {t.write}
        </LinkButton>
      </div>
      {body}
    </section>
  )
}
