import { useId, type ReactNode, type Ref } from 'react'
import { Card } from '#web/components/ui/card.tsx'

/** The card that holds the profile: a heading (focusable, for moving focus between modes), an action and the body. */
export function ProfileCard({
  title,
  headingRef,
  action,
  children,
}: {
  title: string
  headingRef?: Ref<HTMLHeadingElement>
  action?: ReactNode
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <Card role="region" aria-labelledby={headingId} data-testid="profile-card">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 outline-none sm:text-2xl"
        >
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  )
}
