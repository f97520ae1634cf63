import { isOneOf, labelOf, studentCategories, studentCategoryValues } from '#shared/options.ts'
import { formatSastDateTime } from '#shared/sast.ts'
import type { StudentProfile } from '#shared/schemas/student-profile.ts'
import { profilePageMessages as m } from '../messages.ts'

function Detail({ term, value, wide }: { term: string; value: string | null; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-1 text-base break-words whitespace-pre-line text-slate-900">
        {value ? value : <span className="text-slate-600 italic">{m.notSet}</span>}
      </dd>
    </div>
  )
}

/** A stored category that predates the option list is shown as it is. */
const categoryLabel = (category: string) =>
  isOneOf(studentCategoryValues, category) ? labelOf(studentCategories, category) : category

/** The saved profile, read-only (view mode). */
export function ProfileDetails({ profile }: { profile: StudentProfile }) {
  return (
    <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2" data-testid="profile-details">
      <Detail term="Full Name" value={profile.name} />
      <Detail term="Email" value={profile.email} />
      <Detail term="Phone Number" value={profile.phone_number} />
      <Detail term="Address" value={profile.address} />
      <Detail term="Student Category" value={categoryLabel(profile.student_category)} />
      <Detail term="Current Level" value={profile.student_level} />
      <Detail term={m.lastUpdated} value={formatSastDateTime(profile.updated_at)} wide />
    </dl>
  )
}
