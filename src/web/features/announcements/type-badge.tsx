import { clsx } from 'clsx'
import { announcementTypes, labelOf, type AnnouncementType } from '#shared/options.ts'
import { CalendarIcon, FileTextIcon, VideoIcon } from '#web/components/ui/icons.tsx'
import { PresentationIcon } from './announcement-icons.tsx'

const looks = {
  text: { icon: FileTextIcon, tone: 'bg-slate-100 text-slate-800' },
  video: { icon: VideoIcon, tone: 'bg-red-50 text-red-800' },
  presentation: { icon: PresentationIcon, tone: 'bg-amber-100 text-amber-900' },
  meeting: { icon: CalendarIcon, tone: 'bg-emerald-50 text-emerald-800' },
} as const

/** The announcement's type as a small coloured badge with its icon. */
export function TypeBadge({ type, className }: { type: AnnouncementType; className?: string }) {
  const { icon: Icon, tone } = looks[type]
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
        tone,
        className,
      )}
    >
      <Icon className="size-3.5" />
      {labelOf(announcementTypes, type)}
    </span>
  )
}
