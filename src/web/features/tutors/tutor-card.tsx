import { formatZar } from '#shared/money.ts'
import type { PublicTutor } from '#shared/schemas/tutors.ts'
import { LinkButton } from '#web/components/ui/button.tsx'
import { ClockIcon } from '#web/components/ui/icons.tsx'
import { RatingSummary } from '#web/components/ui/star-rating.tsx'
import { useSession } from '#web/lib/session.ts'
import { paths } from '#web/paths.ts'
import { TutorAvatar } from './tutor-avatar.tsx'
import { bioPreview, expertiseTags, nextOpenText, yearsOfExperience } from './tutor-card-text.ts'

/**
 * One tutor in the /tutors grid (spec part 1 §2, §9): photo or initials, name, experience,
 * rate, the stars and count of its reviews (issue 22), the next open time when the tutor
 * publishes availability (issue 20), up to three expertise tags and '+N more', the bio cut
 * at 120 characters, and the profile, free call and booking links. The links' visible
 * texts repeat on every card, so their accessible names carry the tutor's name.
 */
export function TutorCard({ tutor }: { tutor: PublicTutor }) {
  const signedIn = useSession().status === 'signed-in'
  // A visitor's free call is the home page's consultation form, naming this tutor (spec
  // part 1 §2, §6: /book sends a visitor to /); a student books it as a free session.
  const freeCallHref = signedIn
    ? paths.book.getHref({ tutor: tutor.id, type: 'free_consultation' })
    : paths.home.getHref({ tutor: tutor.id })
  const tags = expertiseTags(tutor.expertise_list)
  const nextOpen = nextOpenText(tutor.next_open_at)
  return (
    <li
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="tutor-card"
    >
      <div className="flex items-center gap-4">
        <TutorAvatar tutor={tutor} className="size-16 text-xl" />
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-slate-900">{tutor.name}</h2>
          <p className="text-sm text-slate-700">
            {yearsOfExperience(tutor.years_experience)} experience
          </p>
          <p className="text-sm font-semibold text-brand-800">
            {formatZar(tutor.hourly_rate_cents)}/hour
          </p>
          <RatingSummary
            average={tutor.rating_average}
            count={tutor.rating_count}
            className="mt-1"
          />
        </div>
      </div>
      {nextOpen ? (
        <p
          className="mt-3 flex items-center gap-1.5 text-sm font-medium text-emerald-800"
          data-testid="tutor-next-open"
        >
          <ClockIcon className="size-4 shrink-0" /> {nextOpen}
        </p>
      ) : null}
      <ul aria-label="Expertise" className="mt-4 flex flex-wrap gap-2">
        {tags.shown.map((tag) => (
          <li
            key={tag}
            className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800"
          >
            {tag}
          </li>
        ))}
        {tags.more > 0 ? (
          <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
            +{tags.more} more
          </li>
        ) : null}
      </ul>
      <p className="mt-3 flex-1 text-sm text-slate-700" data-testid="tutor-bio">
        {bioPreview(tutor.bio)}
      </p>
      {/* Two rows at every width: three buttons side by side do not fit a card of the
          three-column grid at 1024 px or of the two-column grid at 640 px. */}
      <div className="mt-5 grid grid-cols-2 gap-2">
        <LinkButton
          to={paths.tutor.getHref(tutor.id)}
          variant="outline"
          size="sm"
          className="col-span-2"
          aria-label={`View Profile of ${tutor.name}`}
        >
          View Profile
        </LinkButton>
        <LinkButton
          to={freeCallHref}
          variant="outline"
          size="sm"
          aria-label={`Free Call with ${tutor.name}`}
        >
          Free Call
        </LinkButton>
        <LinkButton
          to={paths.book.getHref({ tutor: tutor.id })}
          variant="accent"
          size="sm"
          aria-label={`Book Now with ${tutor.name}`}
        >
          Book Now
        </LinkButton>
      </div>
    </li>
  )
}
