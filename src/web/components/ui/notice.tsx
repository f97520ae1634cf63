import type { ReactNode } from 'react'
import { Container } from './container.tsx'
import { InfoIcon } from './icons.tsx'

/** A calm information panel under a page header (e.g. what is still on its way). */
export function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container className="py-12 sm:py-16">
      <section className="flex max-w-3xl gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
        <InfoIcon className="mt-0.5 size-6 shrink-0 text-brand-700" />
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          <div className="mt-2 space-y-3 text-slate-700">{children}</div>
        </div>
      </section>
    </Container>
  )
}
