import { formatZar } from '#shared/money.ts'
import { videoPricePerChapterCents, videoVolumeDiscounts } from '#shared/pricing.ts'
import { CheckList, FeatureCards, SalesSection } from '#web/components/sales/sales-sections.tsx'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import {
  videoBenefits,
  videoDelivery,
  videoInclusions,
  videoProcess,
} from './support-teacher-content.ts'
import { FormSuspense, lazyForm } from '#web/components/ui/form-suspense.tsx'

// The form brings react-hook-form, zod and the wallet; the page's text shows before it.
const VideoOrderForm = lazyForm(() =>
  import('./video-order-form.tsx').then((module) => module.VideoOrderForm),
)

function Pricing() {
  return (
    <SalesSection
      id="video-pricing"
      title="Pricing"
      lead="One price per chapter, with a volume discount on larger orders."
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2">
          <p className="text-4xl font-bold text-brand-800">
            {formatZar(videoPricePerChapterCents)}
            <span className="text-base font-medium text-slate-600"> per chapter</span>
          </p>
          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            <div>
              <h3 className="mb-3 font-semibold text-slate-900">Includes</h3>
              <CheckList items={videoInclusions} label="Includes" />
            </div>
            <div>
              <h3 className="mb-3 font-semibold text-slate-900">Delivery</h3>
              <CheckList items={videoDelivery} label="Delivery" />
            </div>
          </div>
        </div>
        <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
          <h3 className="font-semibold text-slate-900">Volume discounts</h3>
          <ul className="mt-3 space-y-1" aria-label="Volume discounts">
            {[...videoVolumeDiscounts].reverse().map((tier) => (
              <li key={tier.label} className="flex justify-between text-slate-800">
                <span>{tier.label}</span>
                <span className="font-semibold text-emerald-800">{tier.percent}% off</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-700">
            Applied to your order total automatically and shown before you pay.
          </p>
        </div>
      </div>
    </SalesSection>
  )
}

/** /support-teacher (spec part 2 §2): teachers order custom teaching videos. */
function SupportTeacherPage() {
  usePageMeta('/support-teacher')
  return (
    <>
      <PageHeader
        eyebrow="Custom teaching videos"
        title="Support the Teacher"
        lead="Order narrated, step-by-step mathematics videos made for your class, chapter and grade — in HD with a download link and lifetime access, at R950 per chapter with volume discounts from 5 chapters."
      >
        <a href="#video-order-title" className={buttonClasses('accent', 'lg')}>
          Order videos
        </a>
      </PageHeader>
      <Pricing />
      <SalesSection id="video-benefits" title="Why teachers order videos" tinted>
        <FeatureCards cards={videoBenefits} />
      </SalesSection>
      <SalesSection
        id="video-order-title"
        title="Order your videos"
        lead="Tell us what to cover, then pay in one of the ways the form offers: card payments are taken at once, bank transfers with the reference we give you."
      >
        <FormSuspense fallback={<Spinner className="size-6" />}>
          <VideoOrderForm />
        </FormSuspense>
      </SalesSection>
      <SalesSection id="video-process" title="How it works" tinted>
        <FeatureCards cards={videoProcess} />
      </SalesSection>
    </>
  )
}

export { SupportTeacherPage as Component }
