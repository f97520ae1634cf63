import type { ReactNode } from 'react'

/**
 * Wide screens: the profile with `after` under it on the left, the `aside` on the right.
 * Phones: one column in source order — the profile, then the aside, then `after`.
 */
export function ProfileLayout({
  main,
  aside,
  after,
}: {
  main: ReactNode
  aside: ReactNode
  after: ReactNode
}) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-3 lg:gap-8">
      <div className="min-w-0 space-y-6 lg:col-span-2 lg:row-start-1">{main}</div>
      <div className="min-w-0 space-y-6 lg:col-start-3 lg:row-span-2 lg:row-start-1">{aside}</div>
      <div className="min-w-0 space-y-6 lg:col-span-2 lg:row-start-2">{after}</div>
    </div>
  )
}
