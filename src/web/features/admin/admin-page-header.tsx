import type { ReactNode } from 'react'

/** The top of a back-office page: what it belongs to, its one `<h1>`, a lead and actions. */
export function AdminPageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: ReactNode
  title: string
  lead?: ReactNode
  children?: ReactNode
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
      <div className="min-w-0">
        {eyebrow ? (
          <div className="mb-1 text-sm font-semibold text-brand-700">{eyebrow}</div>
        ) : null}
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {title}
        </h1>
        {lead ? <div className="mt-2 max-w-2xl text-slate-700">{lead}</div> : null}
      </div>
      {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
    </header>
  )
}
