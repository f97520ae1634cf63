import { clsx } from 'clsx'
import { formatZar } from '#shared/money.ts'
import type { AdminTutor } from '#shared/schemas/admin-tutors.ts'
import { Button } from '#web/components/ui/button.tsx'
import type { Confirm } from '#web/components/ui/confirm-dialog.tsx'
import { PencilIcon } from '#web/components/ui/icons.tsx'
import { TutorAccountActions, type AccountOutcome } from './tutor-account-actions.tsx'
import { tutorPageMessages as t } from './messages.ts'
import { TutorPhoto } from './tutor-photo.tsx'

const badge =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap'

function Badges({ tutor }: { tutor: AdminTutor }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <span
        className={clsx(
          badge,
          tutor.is_active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800',
        )}
        data-testid="tutor-status"
      >
        {tutor.is_active ? t.active : t.inactive}
      </span>
      {tutor.is_demo ? (
        <span className={clsx(badge, 'bg-amber-100 text-amber-900')} title={t.demoHint}>
          {t.demo}
        </span>
      ) : null}
    </span>
  )
}

/**
 * Every tutor as a row: photo (or initials), name, email, status, what they teach, rate
 * and experience, the account (D25), with Edit and Deactivate / Reactivate. One column of
 * cards on a phone.
 */
export function TutorList({
  tutors,
  busyId,
  onEdit,
  onToggle,
  confirm,
  onAccountOutcome,
}: {
  tutors: AdminTutor[]
  busyId: number | undefined
  onEdit: (tutor: AdminTutor) => void
  onToggle: (tutor: AdminTutor) => void
  confirm: Confirm
  onAccountOutcome: (outcome: AccountOutcome) => void
}) {
  return (
    <ul aria-label={t.tutorsLabel} className="grid grid-cols-1 gap-3">
      {tutors.map((tutor) => (
        <li
          key={tutor.id}
          data-testid="admin-tutor"
          className={clsx(
            'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
            !tutor.is_active && 'bg-slate-50',
          )}
        >
          <div className="flex flex-col gap-4 md:flex-row md:items-start">
            <div className="flex min-w-0 flex-1 gap-4">
              <TutorPhoto
                name={tutor.name}
                src={tutor.profile_image_url}
                muted={!tutor.is_active}
                className="size-14 text-lg"
              />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <h2 className="font-bold break-words text-slate-900">{tutor.name}</h2>
                  <Badges tutor={tutor} />
                </div>
                <p className="mt-0.5 text-sm wrap-anywhere text-slate-600">{tutor.email}</p>
                <p className="mt-2 text-sm break-words text-slate-800">
                  {tutor.expertise_list.length > 0 ? (
                    tutor.expertise_list.join(' · ')
                  ) : (
                    <span className="text-slate-600">{t.noExpertise}</span>
                  )}
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  <span className="font-semibold text-slate-900">
                    {formatZar(tutor.hourly_rate_cents)}
                  </span>{' '}
                  {t.perHour} · {t.yearsExperience(tutor.years_experience)}
                </p>
                <TutorAccountActions tutor={tutor} confirm={confirm} onOutcome={onAccountOutcome} />
              </div>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2 md:flex-col md:items-stretch">
              <Button
                variant="outline"
                size="sm"
                aria-label={t.editNamed(tutor.name)}
                onClick={() => onEdit(tutor)}
              >
                <PencilIcon className="size-4" />
                {t.edit}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="border border-slate-300"
                aria-label={
                  tutor.is_active ? t.deactivateNamed(tutor.name) : t.reactivateNamed(tutor.name)
                }
                disabled={busyId === tutor.id}
                onClick={() => onToggle(tutor)}
              >
                {tutor.is_active ? t.deactivate : t.reactivate}
              </Button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
