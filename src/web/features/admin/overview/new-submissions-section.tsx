import { clsx } from 'clsx'
import { Link } from 'react-router'
import { submissionKinds } from '#shared/admin.ts'
import { labelOf } from '#shared/options.ts'
import type { AdminOverview } from '#shared/schemas/admin-overview.ts'
import { paths } from '#web/paths.ts'
import { overviewMessages as t } from './overview-messages.ts'
import { Section } from './overview-parts.tsx'

type Tile = { key: string; label: string; to: string; count: number; since: number }

/**
 * What nobody has picked up yet, per kind of form and the newsletter's subscribers, each
 * linking to its list filtered to New; and how many arrived since the previous visit.
 */
export function NewSubmissionsSection({
  overview,
  sinceVisit,
}: {
  overview: AdminOverview
  sinceVisit: boolean
}) {
  const tiles: Tile[] = [
    ...overview.submissions.map((entry) => ({
      key: entry.kind,
      label: labelOf(submissionKinds, entry.kind),
      to: paths.adminSubmissions.getHref(entry.kind, { status: 'new' }),
      count: entry.new_count,
      since: entry.since_last_visit,
    })),
    {
      key: 'newsletter',
      label: t.newSubscribers,
      to: paths.adminNewsletter.getHref({ work_status: 'new' }),
      count: overview.newsletter.new_count,
      since: overview.newsletter.new_since_last_visit,
    },
  ]
  return (
    <Section title={t.submissionsHeading} lead={t.submissionsLead}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link
              to={tile.to}
              data-testid={`new-${tile.key}`}
              className={clsx(
                'flex h-full min-h-20 flex-col justify-center rounded-xl border px-3 py-3 shadow-sm transition-colors sm:px-4',
                tile.count > 0
                  ? 'border-blue-200 bg-blue-50 hover:bg-blue-100'
                  : 'border-slate-200 bg-white hover:bg-slate-50',
              )}
            >
              <span className="flex items-baseline justify-between gap-3">
                <span className="font-medium text-slate-900">{tile.label}</span>
                <span className="text-xl font-bold text-slate-900 tabular-nums" data-testid="count">
                  {tile.count}
                </span>
              </span>
              {sinceVisit && tile.since > 0 ? (
                <span className="mt-0.5 text-sm font-medium text-blue-900">
                  {t.sinceLastVisit(tile.since)}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}
