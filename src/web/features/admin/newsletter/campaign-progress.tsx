import { clsx } from 'clsx'
import type { CampaignStatus } from '#shared/newsletter-campaigns.ts'
import type { Campaign } from '#shared/schemas/newsletter-campaigns.ts'
import { campaignListMessages as l, campaignPageMessages as t } from './campaign-messages.ts'
import { campaignStatusLabels } from './campaign-messages.ts'

const tones: Record<CampaignStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  sending: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
}

/** Draft, sending or sent. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[status],
      )}
      data-testid="campaign-status"
    >
      {campaignStatusLabels[status]}
    </span>
  )
}

/** How many of its recipients were handled (sent, failed or skipped), as a bar and in words. */
export function CampaignProgress({ campaign }: { campaign: Campaign }) {
  const done = campaign.sent + campaign.failed + campaign.skipped
  const total = Math.max(campaign.recipients, 1)
  return (
    <div className="space-y-1.5">
      <progress
        className="h-2.5 w-full overflow-hidden rounded-full accent-brand-700"
        max={total}
        value={done}
        aria-label={t.progressLabel}
      />
      <p className="text-sm text-slate-700" data-testid="campaign-progress-text">
        {l.progress(done, campaign.recipients)}
      </p>
    </div>
  )
}
