import { GraduationCapIcon } from '#web/components/ui/icons.tsx'
import { profilePageMessages as m } from '../messages.ts'

/** Why a complete profile helps (spec part 1 §2). */
export function BenefitsPanel() {
  return (
    <section
      aria-labelledby="profile-benefits-title"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-5 shadow-sm sm:p-6"
      data-testid="profile-benefits"
    >
      <h2
        id="profile-benefits-title"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <GraduationCapIcon className="size-5 shrink-0 text-brand-700" />
        {m.benefitsTitle}
      </h2>
      <ul className="mt-4 space-y-2.5 text-sm text-slate-700">
        {m.benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2.5">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
