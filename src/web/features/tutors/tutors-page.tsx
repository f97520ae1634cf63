import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { tutorMessages as m } from '#shared/messages.ts'
import { Container } from '#web/components/ui/container.tsx'
import { UsersIcon } from '#web/components/ui/icons.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { useTutors } from './get-tutors.ts'
import { TutorCard } from './tutor-card.tsx'

const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3'

/** Grey cards of about a tutor card's height, so the page does not jump when data comes. */
function CardSkeletons() {
  return (
    <div role="status">
      <span className="sr-only">{m.loading}</span>
      <ul aria-hidden="true" className={grid}>
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-80 rounded-2xl bg-slate-200 motion-safe:animate-pulse" />
        ))}
      </ul>
    </div>
  )
}

function NoTutors() {
  return (
    <div className="py-12 text-center" data-testid="tutors-empty">
      <UsersIcon className="mx-auto size-12 text-slate-500" />
      <h2 className="mt-4 text-xl font-bold text-slate-900">{m.noneAvailable}</h2>
      <p className="mt-2 text-slate-700">{m.noneAvailableHint}</p>
    </div>
  )
}

/** /tutors (spec part 1 §2, §9; public for visitors, D24). */
function TutorsPage() {
  usePageMeta('/tutors')
  const tutors = useTutors()
  return (
    <>
      <PageHeader
        eyebrow="Meet the team"
        title={m.meetOurTutors}
        lead="Browse our mathematics tutors, read about their experience and expertise, and book a free 30-minute consultation or a paid session with the tutor who suits you."
      />
      <Container className="py-10">
        {tutors.isPending ? (
          <CardSkeletons />
        ) : tutors.isError ? (
          <LoadFailed
            title={m.loadFailed}
            onRetry={() => void tutors.refetch()}
            retrying={tutors.isFetching}
          />
        ) : tutors.data.length === 0 ? (
          <NoTutors />
        ) : (
          <ul className={grid}>
            {tutors.data.map((tutor) => (
              <TutorCard key={tutor.id} tutor={tutor} />
            ))}
          </ul>
        )}
      </Container>
    </>
  )
}

export { TutorsPage as Component }
