import { replyPromise } from '#shared/business-facts.ts'
import { CheckList, FeatureCards, SalesSection } from '#web/components/sales/sales-sections.tsx'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { whatWeAskFor, whoWeLookFor, whyTutorWithUs } from './become-tutor-content.ts'
import { FormSuspense, lazyForm } from '#web/components/ui/form-suspense.tsx'

// The form brings react-hook-form and zod; the page's text shows before it arrives.
const TutorApplicationForm = lazyForm(() =>
  import('./tutor-application-form.tsx').then((module) => module.TutorApplicationForm),
)

/** /become-tutor (spec part 2 §2): the recruitment pitch and the application form. */
function BecomeTutorPage() {
  usePageMeta('/become-tutor')
  return (
    <>
      <PageHeader
        eyebrow="Join our team"
        title="Become a Tutor"
        lead={`Retired teachers, university students and working professionals with strong mathematics can tutor with us, online or face to face. We answer every application within ${replyPromise.tutorApplicationHours} hours.`}
      >
        <a href="#tutor-application-title" className={buttonClasses('accent', 'lg')}>
          Apply now
        </a>
      </PageHeader>
      <SalesSection id="who-we-look-for" title="Who we are looking for">
        <FeatureCards cards={whoWeLookFor} />
      </SalesSection>
      <SalesSection id="why-tutor" title="Why tutor with us" tinted>
        <div className="grid gap-8 md:grid-cols-2">
          <div>
            <h3 className="mb-3 text-lg font-semibold text-slate-900">What you get</h3>
            <CheckList items={whyTutorWithUs} label="What you get" />
          </div>
          <div>
            <h3 className="mb-3 text-lg font-semibold text-slate-900">What we ask for</h3>
            <CheckList items={whatWeAskFor} label="What we ask for" />
          </div>
        </div>
      </SalesSection>
      <SalesSection
        id="tutor-application-title"
        title="Apply to tutor"
        lead="Tell us about your qualification, the subjects you can teach and when you are available. No account is needed."
      >
        <FormSuspense fallback={<Spinner className="size-6" />}>
          <TutorApplicationForm />
        </FormSuspense>
      </SalesSection>
    </>
  )
}

export { BecomeTutorPage as Component }
