import { clsx } from 'clsx'
import { initialsOf } from './tutor-form-values.ts'

/**
 * A tutor's photo, or their initials on the brand colour when there is none. `muted` (an
 * inactive tutor) greys it out, without fading the initials below readable contrast.
 */
export function TutorPhoto({
  name,
  src,
  muted = false,
  className,
}: {
  name: string
  src: string | null
  muted?: boolean
  className?: string
}) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        className={clsx(
          'shrink-0 rounded-full bg-slate-100 object-cover',
          muted && 'grayscale',
          className,
        )}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full font-bold',
        muted ? 'bg-slate-200 text-slate-700' : 'bg-brand-100 text-brand-800',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  )
}
