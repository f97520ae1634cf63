import { LinkButton } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

/**
 * Shown to a signed-in user for a path no route declares (signed-out visitors get the gate),
 * and by a page whose address names nothing that exists (an unknown back-office list).
 */
export function NotFoundPage() {
  usePageTitle('Page not found')
  return (
    <PageHeader
      title="Page not found"
      lead="The page you asked for does not exist or has moved. Check the address, or start again from the home page."
    >
      <LinkButton to={paths.home.getHref()} variant="accent" size="lg">
        Go to the home page
      </LinkButton>
      <LinkButton to={paths.contact.getHref()} variant="outline-light" size="lg">
        Contact us
      </LinkButton>
    </PageHeader>
  )
}

export { NotFoundPage as Component }
