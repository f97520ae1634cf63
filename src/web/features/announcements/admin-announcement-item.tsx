import { useId } from 'react'
import { formatSastDateTime } from '#shared/sast.ts'
import { isExpired } from '#shared/announcement.ts'
import type { Announcement } from '#shared/schemas/announcement.ts'
import { Button } from '#web/components/ui/button.tsx'
import { ClockIcon, EyeIcon, PencilIcon, StarIcon, TrashIcon } from '#web/components/ui/icons.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { adminMessages as a, viewsText } from './messages.ts'
import { TypeBadge } from './type-badge.tsx'

const tag = 'rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800'
const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold'

/**
 * One announcement in the manager (spec part 2 §2): title, featured star, draft badge,
 * date, views, text, tags, and its edit and delete buttons (named after the title, as
 * every item has the same two). On a phone the buttons come last; from `sm` they sit on
 * the right of the title.
 */
export function AdminAnnouncementItem({
  announcement,
  deleting,
  onEdit,
  onDelete,
}: {
  announcement: Announcement
  deleting: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  const titleId = useId()
  const date = announcement.published_date ?? announcement.created_at
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="admin-announcement"
    >
      <article aria-labelledby={titleId} className="grid gap-x-6 sm:grid-cols-[1fr_auto]">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="text-lg font-bold break-words text-slate-900">
              {announcement.title}
            </h3>
            {announcement.is_featured ? (
              <span role="img" aria-label={a.featured} data-testid="featured-star">
                <StarIcon className="size-5 text-accent-500" />
              </span>
            ) : null}
            {!announcement.is_published ? (
              <span className={`${badge} bg-amber-100 text-amber-900`}>{a.draft}</span>
            ) : null}
            {isExpired(announcement) ? (
              <span className={`${badge} bg-slate-200 text-slate-800`}>{a.expired}</span>
            ) : null}
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <ClockIcon className="size-4" />
              <time dateTime={date}>{formatSastDateTime(date)}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <EyeIcon className="size-4" />
              {viewsText(announcement.view_count)}
            </span>
          </p>
        </div>
        <div className="order-last mt-4 flex gap-2 sm:order-none sm:mt-0">
          <Button
            variant="outline"
            size="sm"
            onClick={onEdit}
            aria-label={`${a.edit} ${announcement.title}`}
            aria-haspopup="dialog"
          >
            <PencilIcon className="size-4" />
            {a.edit}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            disabled={deleting}
            aria-label={`${a.delete} ${announcement.title}`}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            {deleting ? <Spinner className="size-4" /> : <TrashIcon className="size-4" />}
            {deleting ? a.deleting : a.delete}
          </Button>
        </div>
        <p className="mt-3 line-clamp-4 break-words whitespace-pre-line text-slate-700 sm:col-span-2">
          {announcement.content}
        </p>
        <ul aria-label="Details" className="mt-4 flex flex-wrap gap-2 sm:col-span-2">
          <li>
            <TypeBadge type={announcement.announcement_type} />
          </li>
          {announcement.has_video ? <li className={tag}>{a.hasVideo}</li> : null}
          {announcement.file_key ? <li className={tag}>{a.hasFile}</li> : null}
          {announcement.google_meet_link ? <li className={tag}>{a.hasMeeting}</li> : null}
        </ul>
      </article>
    </li>
  )
}
