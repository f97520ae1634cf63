import { formatZar } from '#shared/money.ts'
import type { TutorProfile } from '#shared/schemas/tutor-accounts.ts'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { tutorProfilePageMessages as t } from './tutor-profile-messages.ts'
import { TutorProfileForm } from './tutor-profile-form.tsx'
import { TutorProfilePhoto } from './tutor-profile-photo.tsx'
import { useTutorProfile } from './tutor-profile-api.ts'

/** What the office keeps: shown, not editable here. */
function OfficeFields({ profile }: { profile: TutorProfile }) {
  const rows: Array<[string, string]> = [
    [t.name, profile.name],
    [t.email, profile.email],
    [t.rate, `${formatZar(profile.hourly_rate_cents)} ${t.perHour}`],
  ]
  return (
    <section
      aria-labelledby="tutor-office-fields"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <h2 id="tutor-office-fields" className="text-lg font-bold text-slate-900">
        {t.officeFields}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="wrap-anywhere text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">{profile.is_active ? t.listed : t.notListed}</p>
    </section>
  )
}

/**
 * /tutor/profile (D25): the tutor edits what students read about them — bio, expertise,
 * qualifications, experience and photo. Name, email and rate stay the office's.
 */
function TutorProfilePage() {
  usePageTitle(t.title)
  const profile = useTutorProfile()

  let body
  if (profile.isPending) {
    body = (
      <div role="status" className="grid gap-4">
        <p className="text-slate-700">{t.loading}</p>
        <div
          aria-hidden="true"
          className="h-40 rounded-xl bg-slate-200 motion-safe:animate-pulse"
        />
        <div
          aria-hidden="true"
          className="h-80 rounded-xl bg-slate-200 motion-safe:animate-pulse"
        />
      </div>
    )
  } else if (profile.isError) {
    body = (
      <LoadFailed
        title={t.loadFailed}
        hint={t.loadFailedHint}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
        className=""
      />
    )
  } else {
    body = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <TutorProfileForm profile={profile.data} />
        <div className="grid gap-6">
          <TutorProfilePhoto profile={profile.data} />
          <OfficeFields profile={profile.data} />
        </div>
      </div>
    )
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{t.lead}</p>
      </div>
      <div className="min-h-[24rem]">{body}</div>
    </div>
  )
}

export { TutorProfilePage as Component }
