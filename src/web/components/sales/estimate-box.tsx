import { formatZar } from '#shared/money.ts'
import type { HourlyEstimate, PriceBreakdown } from '#shared/pricing.ts'

/** 'R1,500/hour × 2 hours': the first line of an hourly estimate. */
export const hourlyBasis = (estimate: HourlyEstimate) =>
  `${formatZar(estimate.rateCents)}/hour × ${estimate.hours} ${estimate.hours === 1 ? 'hour' : 'hours'}`

/**
 * The live price beside a form: what it is based on, the discount as its own line when
 * there is one (D5), and the total, or the hint of what is still missing.
 */
export function EstimateBox({
  estimate,
  basis,
  pendingText,
  discountLabel,
  note,
  title = 'Estimated cost',
  totalLabel = 'Estimated total',
}: {
  estimate: PriceBreakdown | null
  /** The first line, e.g. 'R1,500/hour × 2 hours' or '6 chapters × R950'. */
  basis: string
  pendingText: string
  discountLabel: string
  note: string
  title?: string
  totalLabel?: string
}) {
  return (
    <section
      aria-labelledby="estimate-title"
      aria-live="polite"
      data-testid="estimate"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
    >
      <h3 id="estimate-title" className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {estimate ? (
        <dl className="mt-3 space-y-2 text-slate-800">
          <div className="flex justify-between gap-4">
            <dt>{basis}</dt>
            <dd>{formatZar(estimate.subtotalCents)}</dd>
          </div>
          {estimate.discountCents > 0 ? (
            <div className="flex justify-between gap-4 text-emerald-800">
              <dt>
                {discountLabel} ({estimate.discountPercent}%)
              </dt>
              <dd>−{formatZar(estimate.discountCents)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4 border-t border-brand-200 pt-2 text-lg font-bold text-slate-900">
            <dt>{totalLabel}</dt>
            <dd data-testid="estimate-total">{formatZar(estimate.totalCents)}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-3 text-slate-700">{pendingText}</p>
      )}
      <p className="mt-3 text-sm text-slate-600">{note}</p>
    </section>
  )
}
