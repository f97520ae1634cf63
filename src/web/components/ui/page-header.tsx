import type { ReactNode } from 'react'
import { Container } from './container.tsx'

/** The band at the top of a page: its one `<h1>`, a lead sentence and optional actions. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string
  title: string
  lead: ReactNode
  children?: ReactNode
}) {
  return (
    <section className="surface-dark bg-gradient-to-br from-brand-950 via-brand-900 to-blue-900 text-white">
      <Container className="py-14 sm:py-20">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold tracking-wide text-accent-300 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <div className="mt-5 text-lg text-pretty text-blue-100 sm:text-xl">{lead}</div>
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
      </Container>
    </section>
  )
}

/** A plain content section under the header. */
export function PageSection({ children }: { children: ReactNode }) {
  return <Container className="py-12 sm:py-16">{children}</Container>
}
