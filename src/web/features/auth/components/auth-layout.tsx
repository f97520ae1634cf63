import type { ReactNode } from 'react'
import { Card } from '#web/components/ui/card.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { CheckCircleIcon } from '#web/components/ui/icons.tsx'

/**
 * The frame of every account page: the form in a white card on the brand band, with a
 * short "why" panel beside it on wide screens and under it on phones. The card holds the
 * page's one `<h1>`, so the form is the first thing read.
 */
export function AuthLayout({
  eyebrow,
  title,
  lead,
  aside,
  children,
}: {
  eyebrow: string
  title: string
  lead?: ReactNode
  aside?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="surface-dark min-h-[calc(100dvh-4rem)] bg-gradient-to-br from-brand-950 via-brand-900 to-blue-900">
      <Container className="grid items-start gap-8 py-8 sm:py-14 lg:grid-cols-12 lg:gap-12 lg:py-16">
        {/* The card is light: give its controls the dark focus ring again. */}
        <Card className="p-5 [--focus-ring:var(--color-brand-600)] sm:p-8 lg:col-span-7 xl:col-span-6">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {title}
          </h1>
          {lead ? <div className="mt-2 text-pretty text-slate-700">{lead}</div> : null}
          <div className="mt-6">{children}</div>
        </Card>
        {aside ? (
          <aside className="text-white lg:col-span-5 lg:pt-6 xl:col-span-5 xl:col-start-8">
            {aside}
          </aside>
        ) : null}
      </Container>
    </section>
  )
}

/** The "why" panel: a heading and a list of short benefits with check marks. */
export function AuthAside({
  title,
  items,
  children,
}: {
  title: string
  items: readonly string[]
  children?: ReactNode
}) {
  return (
    <>
      <h2 className="text-xl font-bold tracking-tight sm:text-2xl">{title}</h2>
      <ul className="mt-5 space-y-3 text-blue-100">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3">
            <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-accent-300" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      {children ? <div className="mt-6 text-sm text-blue-100">{children}</div> : null}
    </>
  )
}
