import { formatZar } from '#shared/money.ts'
import { workshopDurations } from '#shared/options.ts'
import {
  gautengHourlyRateCents,
  onlineWorkshopHourlyRateCents,
  outsideGautengHourlyRateCents,
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
import {
  whyChooseUs,
  workshopInclusions,
  workshopTestimonials,
} from './teacher-workshops-content.ts'
import { FormSuspense, lazyForm } from '#web/components/ui/form-suspense.tsx'

// The form brings react-hook-form and zod; the page's text shows before it arrives.
const TeacherWorkshopForm = lazyForm(() =>
  import('./teacher-workshop-form.tsx').then((module) => module.TeacherWorkshopForm),
)

const rates = [
  {
    title: 'Online',
    cents: onlineWorkshopHourlyRateCents,
    note: 'Anywhere, on Zoom or Google Meet',
  },
  { title: 'Face-to-face in Gauteng', cents: gautengHourlyRateCents, note: 'At your institution' },
  {
    title: 'Face-to-face outside Gauteng',
    cents: outsideGautengHourlyRateCents,
    note: 'Includes travel',
  },
] as const

function Pricing() {
  return (
    <SalesSection
      id="workshop-pricing"
      title="Workshop pricing"
      lead="One hourly rate for the whole group of teachers, whether you send five or a hundred."
    >
      <ul className="grid gap-4 md:grid-cols-3" aria-label="Hourly rates">
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
            <p className="mt-1 text-sm text-slate-600">{rate.note}</p>
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="font-semibold text-slate-900">Workshop lengths</h3>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Workshop lengths">
            {workshopDurations.map((duration) => (
              <li
                key={duration.value}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
              >
                {duration.label}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-3 font-semibold text-slate-900">Every workshop includes</h3>
          <CheckList items={workshopInclusions} label="Every workshop includes" />
        </div>
      </div>
    </SalesSection>
  )
}

/** /teacher-workshops (spec part 2 §2): an institution books a workshop for its teachers. */
function TeacherWorkshopsPage() {
  usePageMeta('/teacher-workshops')
  return (
    <>
      <PageHeader
        eyebrow="Professional development"
        title="Teacher Workshops"
        lead="Workshops for mathematics teachers on curriculum, teaching methods, assessment, technology in the classroom and exam preparation — online or face to face at your institution."
      >
        <a href="#workshop-form-title" className={buttonClasses('accent', 'lg')}>
          Book a workshop
        </a>
      </PageHeader>
      <Pricing />
      <SalesSection id="why-workshops" title="Why institutions choose us" tinted>
        <FeatureCards cards={whyChooseUs} />
      </SalesSection>
      <SalesSection
        id="workshop-form-title"
        title="Book a teacher workshop"
        lead="Tell us about your teachers and what they need. We reply within 24 hours with a programme and a quote."
      >
        <FormSuspense fallback={<Spinner className="size-6" />}>
          <TeacherWorkshopForm />
        </FormSuspense>
      </SalesSection>
      <SalesSection id="workshop-testimonials" title="What educators say" tinted>
        <TestimonialGrid testimonials={workshopTestimonials} />
      </SalesSection>
    </>
  )
}

export { TeacherWorkshopsPage as Component }
