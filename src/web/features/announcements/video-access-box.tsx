import { announcementMessages as m } from '#shared/announcement.ts'
import { LinkButton } from '#web/components/ui/button.tsx'
import { VideoIcon } from '#web/components/ui/icons.tsx'
import { paths } from '#web/paths.ts'
import { pageMessages as p } from './messages.ts'

/** For visitors (spec part 2 §2): the videos need an account. */
export function VideoAccessBox() {
  return (
    <section
      aria-labelledby="video-access-title"
      className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:p-6"
      data-testid="video-access-box"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-brand-700">
        <VideoIcon className="size-6" />
      </span>
      <div className="flex-1">
        <h2 id="video-access-title" className="text-lg font-bold text-brand-950">
          {m.videoAccessTitle}
        </h2>
        <p className="mt-1 text-brand-900">{p.videoAccessDetail}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <LinkButton to={paths.register.getHref()} variant="primary">
          {p.registerNow}
        </LinkButton>
        <LinkButton to={paths.login.getHref(paths.announcements.getHref())} variant="outline">
          {p.login}
        </LinkButton>
      </div>
    </section>
  )
}
