import type { ReactNode } from 'react'
import { announcementMessages as m } from '#shared/announcement.ts'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'

/**
 * What a signed-in user who is not an administrator sees on an administrator's page. The
 * role comes from the session (D11); the server refuses every admin call anyway, so this
 * only spares them a page of errors. `children`: the way on (a link or two).
 */
export function AccessDenied({ children }: { children: ReactNode }) {
  usePageTitle(m.accessDenied)
  return (
    <PageHeader title={m.accessDenied} lead={m.accessDeniedDetail}>
      {children}
    </PageHeader>
  )
}
