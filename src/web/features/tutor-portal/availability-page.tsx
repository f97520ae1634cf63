import { formatSastOpenTime } from '#shared/sast.ts'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { useAvailability } from './api/tutor-time.ts'
import { TimeOffPanel } from './time-off-panel.tsx'
import { WeekEditor } from './week-editor.tsx'

/** /tutor/availability: weekly hours, time off, and what students see of them (D25). */
function AvailabilityPage() {
  usePageTitle('Your availability')
  const availability = useAvailability()
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your availability</h1>
      <p
        className="mt-2 inline-block rounded-lg bg-brand-50 px-3 py-2 font-medium text-brand-900"
        data-testid="next-open"
        aria-live="polite"
      >
        {availability.isPending
          ? 'Next open: …'
          : availability.data?.next_open
            ? `Next open: ${formatSastOpenTime(availability.data.next_open.starts_at)}`
            : 'No open times yet: students see none until you add weekly hours.'}
      </p>
      <div className="mt-6 grid gap-10 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {availability.isPending ? (
          <div aria-hidden="true" className="h-96 animate-pulse rounded-xl bg-slate-200" />
        ) : availability.isError ? (
          <LoadFailed
            title="Your weekly hours could not be loaded."
            onRetry={() => void availability.refetch()}
            retrying={availability.isFetching}
            className=""
          />
        ) : (
          <WeekEditor saved={availability.data.weekly} />
        )}
        <TimeOffPanel />
      </div>
    </>
  )
}

export { AvailabilityPage as Component }
