import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { useTutorConsultations, useTutorSessions, type SessionsWhen } from './api/tutor-sessions.ts'
import { ConsultationCard } from './consultation-card.tsx'
import { tutorPortalMessages as t } from './messages.ts'
import { SessionCard } from './session-card.tsx'

function SessionList({ when, title, empty }: { when: SessionsWhen; title: string; empty: string }) {
  const query = useTutorSessions(when)
  const headingId = `tutor-sessions-${when}`
  return (
    <section aria-labelledby={headingId} className="mt-8 first:mt-0">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">
        {query.isPending ? (
          <ul aria-hidden="true" className="space-y-3">
            {[0, 1].map((i) => (
              <li key={i} className="h-28 animate-pulse rounded-xl bg-slate-200" />
            ))}
          </ul>
        ) : query.isError ? (
          <LoadFailed
            title={t.loadFailed}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            className=""
          />
        ) : query.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-slate-700">
            {empty}
          </p>
        ) : (
          <ul className="space-y-3">
            {query.data.map((session) => (
              <SessionCard key={session.id} session={session} upcoming={when === 'upcoming'} />
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

/**
 * The free consultations the office gave the tutor (decision 026), listed only when there
 * are some: most tutors never have one, and an empty list would only raise the question.
 */
function ConsultationList() {
  const query = useTutorConsultations()
  if (query.isError) {
    return (
      <LoadFailed
        title={t.consultationsLoadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className="mt-8"
      />
    )
  }
  if (!query.data?.length) return null
  return (
    <section aria-labelledby="tutor-consultations" className="mt-8">
      <h2 id="tutor-consultations" className="text-xl font-bold text-slate-900">
        {t.consultationsHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.consultationsLead}</p>
      <ul className="mt-3 space-y-3">
        {query.data.map((consultation) => (
          <ConsultationCard key={consultation.id} consultation={consultation} />
        ))}
      </ul>
    </section>
  )
}

/** /tutor: the tutor's sessions to come (soonest first) and past ones to complete (D25, D28). */
function AgendaPage() {
  usePageTitle(t.agendaTitle)
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.agendaTitle}</h1>
      <p className="mt-1 text-slate-700">{t.agendaLead}</p>
      <div className="mt-6">
        <SessionList when="upcoming" title={t.upcomingHeading} empty={t.noUpcoming} />
        <ConsultationList />
        <SessionList when="past" title={t.pastHeading} empty={t.noPast} />
      </div>
    </>
  )
}

export { AgendaPage as Component }
