import { useState, type MouseEventHandler, type ReactNode } from 'react'
import { announcementMessages as m, describeFile, videoEmbedUrl } from '#shared/announcement.ts'
import type { Announcement } from '#shared/schemas/announcement.ts'
import { Button, buttonClasses, LinkButton } from '#web/components/ui/button.tsx'
import { DownloadIcon, ExternalLinkIcon, LockIcon, PlayIcon } from '#web/components/ui/icons.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import type { Session } from '#web/lib/session.ts'
import { paths } from '#web/paths.ts'
import { useCountView } from './api/count-view.ts'
import { describeError } from './describe-error.ts'
import { downloadAnnouncementFile } from './api/download-announcement-file.ts'
import { pageMessages as p } from './messages.ts'
import { VideoPlayerModal } from './video-player-modal.tsx'

/** A link that opens in a new tab, looks like a button and says so to screen readers. */
function NewTabLink({
  href,
  label,
  onClick,
  children,
  variant = 'primary',
}: {
  href: string
  label: string
  onClick: MouseEventHandler<HTMLAnchorElement>
  children: ReactNode
  variant?: 'primary' | 'outline'
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} ${p.newTab}`}
      onClick={onClick}
      className={buttonClasses(variant, 'sm')}
    >
      {children}
      <ExternalLinkIcon className="size-4" />
    </a>
  )
}

/** Watch: a YouTube or Vimeo link plays in a dialog; any other link opens in a new tab. */
function WatchVideo({ announcement, url }: { announcement: Announcement; url: string }) {
  const countView = useCountView()
  const [playing, setPlaying] = useState(false)
  const player = videoEmbedUrl(url)
  const label = `${m.watchVideo}: ${announcement.title}`
  if (!player) {
    return (
      <NewTabLink href={url} label={label} onClick={() => void countView(announcement.id)}>
        <PlayIcon className="size-4" />
        {m.watchVideo}
      </NewTabLink>
    )
  }
  return (
    <>
      <Button
        size="sm"
        aria-label={label}
        onClick={() => {
          setPlaying(true)
          void countView(announcement.id)
        }}
      >
        <PlayIcon className="size-4" />
        {m.watchVideo}
      </Button>
      <VideoPlayerModal
        title={announcement.title}
        src={player}
        open={playing}
        onClose={() => setPlaying(false)}
      />
    </>
  )
}

/** A visitor cannot watch (spec part 2 §6): the prompt to register or log in instead. */
function VideoForRegistered() {
  return (
    <div
      className="flex w-full flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2.5"
      data-testid="video-for-registered"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-brand-900">
        <LockIcon className="size-4 shrink-0" />
        {m.videoForRegistered}
      </p>
      <div className="flex gap-2">
        <LinkButton to={paths.register.getHref()} variant="primary" size="sm">
          {p.register}
        </LinkButton>
        <LinkButton
          to={paths.login.getHref(paths.announcements.getHref())}
          variant="outline"
          size="sm"
        >
          {p.login}
        </LinkButton>
      </div>
    </div>
  )
}

/** Saves the file under its own name, then counts a view; a failure is logged and said. */
function DownloadFile({ announcement, fileKey }: { announcement: Announcement; fileKey: string }) {
  const countView = useCountView()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const fileName = announcement.file_name ?? `${announcement.title}.${announcement.file_type ?? ''}`
  const text = m.download(announcement.file_type ?? 'file')

  const download = async () => {
    setBusy(true)
    setFailed(false)
    try {
      await downloadAnnouncementFile(fileKey, fileName)
      void countView(announcement.id)
    } catch (error) {
      console.warn('Announcement file download failed:', describeError(error))
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        aria-label={`${text}: ${fileName}`}
        onClick={() => void download()}
      >
        {busy ? <Spinner className="size-4" /> : <DownloadIcon className="size-4" />}
        {busy ? p.downloading : text}
      </Button>
      <span className="text-xs text-slate-600">
        {describeFile(announcement.file_type, announcement.file_size)}
      </span>
      <span role="status" className="text-sm font-medium text-red-700 empty:hidden">
        {failed ? p.downloadFailed : ''}
      </span>
    </div>
  )
}

/** What a reader can do with an announcement (spec part 2 §2): watch, download, join. */
export function AnnouncementActions({
  announcement,
  session,
}: {
  announcement: Announcement
  session: Session
}) {
  const countView = useCountView()
  const { video_url: videoUrl, file_key: fileKey, google_meet_link: meetLink } = announcement
  const showVideo = announcement.has_video && session.status !== 'pending'
  if (!showVideo && !fileKey && !meetLink) return null
  return (
    <div className="mt-5 flex flex-wrap items-start gap-3">
      {showVideo ? (
        session.status === 'signed-in' && videoUrl ? (
          <WatchVideo announcement={announcement} url={videoUrl} />
        ) : session.status === 'signed-out' ? (
          <VideoForRegistered />
        ) : null
      ) : null}
      {fileKey ? <DownloadFile announcement={announcement} fileKey={fileKey} /> : null}
      {meetLink ? (
        <NewTabLink
          href={meetLink}
          label={`${m.joinMeeting}: ${announcement.title}`}
          onClick={() => void countView(announcement.id)}
        >
          {m.joinMeeting}
        </NewTabLink>
      ) : null}
    </div>
  )
}
