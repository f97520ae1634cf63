import { clsx } from 'clsx'
import type { Tutor } from '#shared/schemas/tutors.ts'
import { initialsOf } from './tutor-card-text.ts'

/** The tutor's photo, or their initials on the brand colour when there is none. */
export function TutorAvatar({ tutor, className }: { tutor: Tutor; className?: string }) {
  if (tutor.profile_image_url) {
    return (
      <img
        src={tutor.profile_image_url}
        alt={tutor.name}
        loading="lazy"
        className={clsx('shrink-0 rounded-full object-cover', className)}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800',
        className,
      )}
    >
      {initialsOf(tutor.name)}
    </span>
  )
}
