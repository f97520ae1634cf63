import { Modal } from '#web/components/ui/modal.tsx'

/**
 * A YouTube or Vimeo lesson played in place, in a dialog. The player is only in the page
 * while the dialog is open, so closing it stops the video.
 */
export function VideoPlayerModal({
  title,
  src,
  open,
  onClose,
}: {
  title: string
  /** The player address from `videoEmbedUrl` (youtube-nocookie or player.vimeo.com). */
  src: string
  open: boolean
  onClose: () => void
}) {
  return (
    <Modal open={open} onClose={onClose} title={title} className="sm:max-w-4xl">
      <div className="aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
        <iframe
          src={src}
          title={`Video: ${title}`}
          className="size-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="announcement-video-player"
        />
      </div>
    </Modal>
  )
}
