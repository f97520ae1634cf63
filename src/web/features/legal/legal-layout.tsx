import type { ReactNode } from 'react'
import { Container } from '#web/components/ui/container.tsx'
import { StaticContent } from '#web/components/ui/static-content.tsx'

export interface LegalSection {
  id: string
  title: string
  body: ReactNode
}

/** A legal document: a contents list (a side column on wide screens), then its sections. */
export function LegalDocument({
  sections,
  lastUpdated,
}: {
  sections: readonly LegalSection[]
  lastUpdated: string
}) {
  return (
    <Container className="py-12 sm:py-16">
      <StaticContent className="lg:grid lg:grid-cols-4 lg:gap-12">
        <nav aria-label="Contents" className="mb-10 lg:mb-0">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24">
            <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
              Contents
            </h2>
            <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm" data-testid="legal-contents">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-[70ch] lg:col-span-3">
          <p className="text-sm text-slate-600">Last updated: {lastUpdated}</p>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-10 scroll-mt-24"
            >
              <h2
                id={`${section.id}-title`}
                className="text-xl font-bold text-slate-900 sm:text-2xl"
              >
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </StaticContent>
    </Container>
  )
}

export const LAST_UPDATED = '22 November 2026'
