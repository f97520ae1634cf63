import type { ReactNode } from 'react'

/**
 * A priced form's three parts (issue 26): on a phone the price sits directly above the
 * button that takes it, after the fields; on a wide screen it stands beside the form and
 * stays in view while the person scrolls. Render it inside the `<form>`.
 */
export function PricedFormLayout({
  fields,
  price,
  actions,
}: {
  fields: ReactNode
  /** The estimate or total, with what it is made of. */
  price: ReactNode
  /** Payment, alerts and the submit button. */
  actions: ReactNode
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start lg:gap-x-8">
      <div className="grid gap-4 sm:grid-cols-2 lg:col-start-1">{fields}</div>
      <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">{price}</div>
      <div className="grid gap-4 lg:col-start-1">{actions}</div>
    </div>
  )
}
