import { formatZar } from '#shared/money.ts'
import { schoolSessionDurations } from '#shared/options.ts'
import {
  gautengHourlyRateCents,
  outsideGautengHourlyRateCents,
  schoolGroupDiscounts,
} from '#shared/pricing.ts'
import {
  CheckList,
  FeatureCards,
  SalesSection,
  TestimonialGrid,
} from '#web/components/sales/sales-sections.tsx'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { schoolTestimonials, visitInclusions, whyChooseUs } from './school-booking-content.ts'
import { FormSuspense, lazyForm } from '#web/components/ui/form-suspense.tsx'

// The form brings react-hook-form and zod; the page's text shows before it arrives.
const SchoolBookingForm = lazyForm(() =>
  import('./school-booking-form.tsx').then((module) => module.SchoolBookingForm),
)

const rates = [
  { title: 'Schools in Gauteng', cents: gautengHourlyRateCents },
  {
    title: 'Schools outside Gauteng',
    cents: outsideGautengHourlyRateCents,
    note: 'Includes travel',
  },
] as const

function Pricing() {
  return (
    <SalesSection
      id="school-pricing"
      title="Simple, transparent pricing"
      lead="One hourly rate for the whole class, whatever its size, with a discount for larger groups."
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-2" aria-label="Hourly rates">
          {rates.map((rate) => (
            <li
              key={rate.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 className="font-semibold text-slate-900">{rate.title}</h3>
              <p className="mt-2 text-3xl font-bold text-brand-800">
                {formatZar(rate.cents)}
                <span className="text-base font-medium text-slate-600">/hour</span>
              </p>
              {'note' in rate ? <p className="mt-1 text-sm text-slate-600">{rate.note}</p> : null}
            </li>
          ))}
          <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:col-span-2">
            <h3 className="font-semibold text-slate-900">Session lengths</h3>
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Session lengths">
              {schoolSessionDurations.map((duration) => (
                <li
                  key={duration.value}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
                >
                  {duration.label}
                </li>
              ))}
            </ul>
          </li>
        </ul>
        <div className="space-y-6">
          <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
            <h3 className="font-semibold text-slate-900">Group discounts</h3>
            <ul className="mt-3 space-y-1" aria-label="Group discounts">
              {[...schoolGroupDiscounts].reverse().map((tier) => (
                <li key={tier.label} className="flex justify-between text-slate-800">
                  <span>{tier.label}</span>
                  <span className="font-semibold text-emerald-800">{tier.percent}% off</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="mb-3 font-semibold text-slate-900">Every visit includes</h3>
            <CheckList items={visitInclusions} label="Every visit includes" />
          </div>
        </div>
      </div>
    </SalesSection>
  )
}

/** /school-booking (spec part 2 §2): a school asks for a tutor's visit. */
function SchoolBookingPage() {
  usePageMeta('/school-booking')
  return (
    <>
      <PageHeader
        eyebrow="For schools"
        title="Book a Tutor for Your School"
        lead="Expert mathematics, mathematical literacy, physics and chemistry sessions in your own classroom — from one hour to a full day, with group discounts from 20 learners."
      >
        <a href="#school-booking-form-title" className={buttonClasses('accent', 'lg')}>
          Request a visit
        </a>
      </PageHeader>
      <Pricing />
      <SalesSection id="why-schools" title="Why schools choose us" tinted>
        <FeatureCards cards={whyChooseUs} />
      </SalesSection>
      <SalesSection
        id="school-booking-form-title"
        title="Request a school visit"
        lead="Tell us about your learners and when you would like us. We reply within 24 hours with a confirmed date and quote."
      >
        <FormSuspense fallback={<Spinner className="size-6" />}>
          <SchoolBookingForm />
        </FormSuspense>
      </SalesSection>
      <SalesSection id="school-testimonials" title="What schools say" tinted>
        <TestimonialGrid testimonials={schoolTestimonials} />
      </SalesSection>
    </>
  )
}

export { SchoolBookingPage as Component }
