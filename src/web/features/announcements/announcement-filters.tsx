import { clsx } from 'clsx'
import { announcementTypes, type AnnouncementType } from '#shared/options.ts'
import { announcementMessages as m } from '#shared/announcement.ts'
import { pageMessages as p } from './messages.ts'

export type AnnouncementFilter = 'all' | AnnouncementType

const filters: readonly { value: AnnouncementFilter; label: string }[] = [
  { value: 'all', label: m.all },
  ...announcementTypes.map((type) => ({ value: type.value, label: type.filterLabel })),
]

/** The five filter buttons (spec part 2 §2); the chosen one is pressed. */
export function AnnouncementFilters({
  value,
  onChange,
}: {
  value: AnnouncementFilter
  onChange: (value: AnnouncementFilter) => void
}) {
  return (
    <div role="group" aria-label={p.filterGroup} className="flex flex-wrap gap-2">
      {filters.map((filter) => {
        const pressed = filter.value === value
        return (
          <button
            key={filter.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter.value)}
            className={clsx(
              'min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors',
              pressed
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800',
            )}
          >
            {filter.label}
          </button>
        )
      })}
    </div>
  )
}
