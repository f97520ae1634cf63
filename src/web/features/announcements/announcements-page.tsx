import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { useEffect, useState } from 'react'
import { announcementMessages as m } from '#shared/announcement.ts'
import type { Announcement } from '#shared/schemas/announcement.ts'
import { LinkButton } from '#web/components/ui/button.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { useSession, type Session } from '#web/lib/session.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { paths } from '#web/paths.ts'
import { AnnouncementCard } from './announcement-card.tsx'
import { AnnouncementFilters, type AnnouncementFilter } from './announcement-filters.tsx'
import { MegaphoneIcon } from './announcement-icons.tsx'
import { useAnnouncements } from './api/get-announcements.ts'
import { pageMessages as p } from './messages.ts'
import { VideoAccessBox } from './video-access-box.tsx'
import { describeError } from './describe-error.ts'

function byType(items: Announcement[], filter: AnnouncementFilter) {
  return filter === 'all' ? items : items.filter((item) => item.announcement_type === filter)
}

/** Grey cards of about a card's height, so the page does not jump when the list comes. */
function ListLoading() {
  return (
    <div role="status">
      <p className="mb-4 text-slate-700">{m.loading}</p>
      <ul aria-hidden="true" className="grid gap-5 lg:grid-cols-2">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-56 rounded-2xl bg-slate-200 motion-safe:animate-pulse" />
        ))}
      </ul>
    </div>
  )
}

function EmptyList({ filter }: { filter: AnnouncementFilter }) {
  return (
    <div
      className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
      data-testid="announcements-empty"
    >
      <MegaphoneIcon className="mx-auto size-12 text-slate-500" />
      <p className="mt-4 text-xl font-bold text-slate-900">{m.emptyTitle}</p>
      <p className="mt-2 text-slate-700">{filter === 'all' ? m.emptyAll : m.emptyType(filter)}</p>
    </div>
  )
}

function CardList({
  items,
  session,
  featured = false,
}: {
  items: Announcement[]
  session: Session
  featured?: boolean
}) {
  return (
    <ul className="grid gap-5 lg:grid-cols-2">
      {items.map((announcement) => (
        <li key={announcement.id}>
          <AnnouncementCard announcement={announcement} session={session} featured={featured} />
        </li>
      ))}
    </ul>
  )
}

/**
 * /announcements (spec part 2 §2, §4, §8): public and read-only for visitors (D24), who
 * are asked to register for the videos; the administrator gets a link to the manager.
 */
function AnnouncementsPage() {
  usePageMeta('/announcements')
  const session = useSession()
  const list = useAnnouncements()
  const [filter, setFilter] = useState<AnnouncementFilter>('all')
  const isAdmin = session.user?.role === 'admin'

  // Spec part 2 §8: a failed load is logged; we also say so and offer to try again.
  useEffect(() => {
    if (list.error) console.warn('Loading the announcements failed:', describeError(list.error))
  }, [list.error])

  const featured = byType(list.data?.featured ?? [], filter)
  const all = byType(list.data?.announcements ?? [], filter)

  return (
    <>
      <PageHeader eyebrow={p.eyebrow} title={p.title} lead={p.lead}>
        {isAdmin ? (
          <LinkButton to={paths.adminAnnouncements.getHref()} variant="accent" size="lg">
            {m.manage}
          </LinkButton>
        ) : null}
      </PageHeader>
      <Container className="py-10 sm:py-14">
        <div className="space-y-10">
          {session.status === 'signed-out' ? <VideoAccessBox /> : null}
          <AnnouncementFilters value={filter} onChange={setFilter} />
          {featured.length > 0 ? (
            <section aria-labelledby="featured-announcements">
              <h2
                id="featured-announcements"
                className="mb-5 text-2xl font-bold tracking-tight text-slate-900"
              >
                {m.featured}
              </h2>
              <CardList items={featured} session={session} featured />
            </section>
          ) : null}
          <section aria-labelledby="all-announcements" data-testid="all-announcements">
            <h2
              id="all-announcements"
              className="mb-5 text-2xl font-bold tracking-tight text-slate-900"
            >
              {m.all}
            </h2>
            {list.isPending ? (
              <ListLoading />
            ) : list.isError ? (
              <LoadFailed
                title={p.loadFailed}
                className=""
                onRetry={() => void list.refetch()}
                retrying={list.isFetching}
              />
            ) : all.length === 0 ? (
              <EmptyList filter={filter} />
            ) : (
              <CardList items={all} session={session} />
            )}
          </section>
        </div>
      </Container>
    </>
  )
}

export { AnnouncementsPage as Component }
