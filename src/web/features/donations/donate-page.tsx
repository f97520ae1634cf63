import { lazy, Suspense } from 'react'
import { homeClaims } from '#shared/business-facts.ts'
import { formatZar } from '#shared/money.ts'
import {
  donationFundAllocation,
  donationImpactCards,
  donorRecognitionTiers,
} from '#shared/pricing.ts'
import { HeroStats, SalesSection } from '#web/components/sales/sales-sections.tsx'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { taxDeductibleText } from './donate-content.ts'

// The form brings react-hook-form, zod and the wallet; the page's text shows before it.
const DonationForm = lazy(() =>
  import('./donation-form.tsx').then((module) => ({ default: module.DonationForm })),
)

function Impact() {
  return (
    <SalesSection
      id="donation-impact"
      title="Transparent Pricing and Your Impact"
      lead="What your gift pays for, and where every rand goes."
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <ul className="grid gap-4 sm:grid-cols-3 lg:col-span-2" aria-label="Your impact">
          {donationImpactCards.map((card) => (
            <li
              key={card.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <p className="text-3xl font-bold text-brand-800">{formatZar(card.amountCents)}</p>
              <h3 className="mt-2 font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-1 text-slate-700">{card.description}</p>
            </li>
          ))}
        </ul>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="font-semibold text-slate-900">Where your donation goes</h3>
          <ul className="mt-4 space-y-3" aria-label="Fund allocation">
            {donationFundAllocation.map((share) => (
              <li key={share.label}>
                <div className="flex justify-between text-sm text-slate-800">
                  <span>{share.label}</span>
                  <span className="font-semibold">{share.percent}%</span>
                </div>
                {/* A progress bar needs no inline style, which the CSP forbids. */}
                <progress
                  value={share.percent}
                  max={100}
                  aria-hidden="true"
                  className="mt-1 block h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:bg-brand-600 [&::-moz-progress-bar]:bg-brand-600"
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </SalesSection>
  )
}

function Recognition() {
  return (
    <SalesSection id="donor-recognition" title="Donor Recognition" tinted>
      <ul className="grid gap-4 md:grid-cols-3">
        {donorRecognitionTiers.map((tier) => (
          <li
            key={tier.name}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h3 className="text-lg font-semibold text-slate-900">{tier.name}</h3>
            <p className="mt-1 text-slate-700">{tier.description}</p>
          </li>
        ))}
      </ul>
    </SalesSection>
  )
}

/** /donate (spec part 2 §2): members give to subsidise tutoring. Signed in only. */
function DonatePage() {
  usePageTitle('Support Our Students')
  return (
    <>
      <PageHeader
        eyebrow="Donate"
        title="Support Our Students"
        lead="Your donation helps learners who cannot afford tutoring get the mathematics support they need. Give once, monthly or yearly, from R10."
      >
        <a href="#donation-form-title" className={buttonClasses('accent', 'lg')}>
          Make a Donation
        </a>
        <HeroStats
          stats={[
            { value: homeClaims.studentsHelped, label: 'Students Helped' },
            { value: homeClaims.successRate, label: 'Success Rate' },
          ]}
        />
      </PageHeader>
      <Impact />
      <SalesSection id="donation-form-title" title="Make a Donation" tinted>
        <Suspense fallback={<Spinner className="size-6" />}>
          <DonationForm />
        </Suspense>
      </SalesSection>
      <Recognition />
      <SalesSection id="tax-deductible" title="Tax Deductible Donations">
        <ul className="max-w-3xl list-disc space-y-2 pl-5 text-slate-800">
          {taxDeductibleText.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </SalesSection>
    </>
  )
}

export { DonatePage as Component }
