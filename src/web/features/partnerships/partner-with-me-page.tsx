import { lazy, Suspense } from 'react'
import { partnershipClaims } from '#shared/business-facts.ts'
import { FeatureCards, HeroStats, SalesSection } from '#web/components/sales/sales-sections.tsx'
import { Button, buttonClasses } from '#web/components/ui/button.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { usePublicConfig } from '#web/lib/public-config.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { partnershipBenefits, successStories, whoWePartnerWith } from './partner-with-me-content.ts'

// The form brings react-hook-form and zod; the page's text shows before it arrives.
const PartnershipForm = lazy(() =>
  import('./partnership-form.tsx').then((module) => ({ default: module.PartnershipForm })),
)

function scrollToTop() {
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
}

function SuccessStories() {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {successStories.map((story) => (
        <li
          key={story.organisation}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h3 className="text-lg font-semibold text-slate-900">{story.organisation}</h3>
          <p className="mt-2 flex-1 text-slate-700">{story.programme}</p>
          <p className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 font-medium text-emerald-800">
            {story.outcome}
          </p>
        </li>
      ))}
    </ul>
  )
}

function ClosingCallToAction() {
  const businessEmail = usePublicConfig().data?.business.email
  return (
    <section
      aria-labelledby="partner-closing"
      className="surface-dark bg-gradient-to-br from-brand-950 to-brand-900 py-14 text-white sm:py-20"
    >
      <Container>
        <h2 id="partner-closing" className="text-2xl font-bold sm:text-3xl">
          Let’s build a programme together
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-blue-100">
          Send the inquiry above, or write to us directly and tell us what you have in mind.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button variant="accent" size="lg" onClick={scrollToTop}>
            Back to top
          </Button>
          {businessEmail ? (
            <a
              href={`mailto:${businessEmail}?subject=${encodeURIComponent('Partnership inquiry')}`}
              className={buttonClasses('outline-light', 'lg')}
            >
              Email {businessEmail}
            </a>
          ) : null}
        </div>
      </Container>
    </section>
  )
}

/** /partner-with-me (spec part 2 §2): organisations propose a partnership. Signed in only. */
function PartnerWithMePage() {
  usePageTitle('Partner With Us')
  return (
    <>
      <PageHeader
        eyebrow="Partnerships"
        title="Partner With Us"
        lead="Businesses, schools, government departments and employers partner with us for staff upskilling, bulk tutoring, curriculum partnerships and custom mathematics programmes."
      >
        <a href="#partnership-form-title" className={buttonClasses('accent', 'lg')}>
          Start an inquiry
        </a>
        <HeroStats
          stats={[{ value: partnershipClaims.corporatePartners, label: 'Corporate Partners' }]}
        />
      </PageHeader>
      <SalesSection id="who-we-partner-with" title="Who We Partner With">
        <FeatureCards cards={whoWePartnerWith} />
      </SalesSection>
      <SalesSection id="partnership-benefits" title="Partnership Benefits" tinted>
        <FeatureCards cards={partnershipBenefits} />
      </SalesSection>
      <SalesSection id="success-stories" title="Success Stories">
        <SuccessStories />
      </SalesSection>
      <SalesSection
        id="partnership-form-title"
        title="Partnership inquiry"
        lead="Tell us about your organisation and what you would like to achieve. We reply within 24 hours."
        tinted
      >
        <Suspense fallback={<Spinner className="size-6" />}>
          <PartnershipForm />
        </Suspense>
      </SalesSection>
      <ClosingCallToAction />
    </>
  )
}

export { PartnerWithMePage as Component }
