import { clsx } from 'clsx'
import { useId } from 'react'
import { formatSastDateTime } from '#shared/sast.ts'
import { announcementMessages as m, isExpired } from '#shared/announcement.ts'
import type { Announcement } from '#shared/schemas/announcement.ts'
import { CalendarIcon, ClockIcon, EyeIcon, StarIcon } from '#web/components/ui/icons.tsx'
import type { Session } from '#web/lib/session.ts'
import { AnnouncementActions } from './announcement-actions.tsx'
import { pageMessages as p, viewsText } from './messages.ts'
import { TypeBadge } from './type-badge.tsx'

/**
 * One announcement (spec part 2 §2): type badge, title, text with its line breaks, when it
 * was published, how often it was viewed, the scheduled meeting, and its actions. An
 * expired one is greyed and says so.
 */
export function AnnouncementCard({
  announcement,
  session,
  featured = false,
}: {
  announcement: Announcement
  session: Session
  featured?: boolean
}) {
  const titleId = useId()
  const expired = isExpired(announcement)
  const published = announcement.published_date ?? announcement.created_at
  return (
    <article
      aria-labelledby={titleId}
      data-testid="announcement-card"
      data-expired={expired || undefined}
      className={clsx(
        'flex h-full flex-col rounded-2xl border p-5 shadow-sm sm:p-6',
        expired
          ? 'border-dashed border-slate-300 bg-slate-100 grayscale'
          : featured
            ? 'border-accent-300 bg-white ring-1 ring-accent-200'
            : 'border-slate-200 bg-white',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <TypeBadge type={announcement.announcement_type} />
        {announcement.is_featured ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-100 px-2.5 py-1 text-xs font-semibold text-accent-700">
            <StarIcon className="size-3.5" />
            Featured
          </span>
        ) : null}
      </div>
      <h3
        id={titleId}
        className={clsx(
          'mt-3 text-lg font-bold text-balance break-words sm:text-xl',
          expired ? 'text-slate-700' : 'text-slate-900',
        )}
      >
        {announcement.title}
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <ClockIcon className="size-4" />
          <time dateTime={published}>{formatSastDateTime(published)}</time>
        </span>
        <span className="inline-flex items-center gap-1.5" data-testid="announcement-views">
          <EyeIcon className="size-4" />
          {viewsText(announcement.view_count)}
        </span>
      </p>
      <p className="mt-4 flex-1 break-words whitespace-pre-line text-slate-700">
        {announcement.content}
      </p>
      {announcement.meeting_date ? (
        <div
          className="mt-4 flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3"
          data-testid="announcement-meeting"
        >
          <CalendarIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <p className="text-sm text-emerald-900">
            <span className="block font-semibold">{p.scheduledMeeting}</span>
            <time dateTime={announcement.meeting_date}>
              {formatSastDateTime(announcement.meeting_date)}
            </time>{' '}
            (SAST)
          </p>
        </div>
      ) : null}
      {expired ? (
        <p className="mt-4 rounded-lg bg-slate-200 px-3 py-2 text-sm font-medium text-slate-800">
          {m.expired}
        </p>
      ) : null}
      <AnnouncementActions announcement={announcement} session={session} />
    </article>
  )
}
