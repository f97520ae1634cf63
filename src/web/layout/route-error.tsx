import { isRouteErrorResponse, useRouteError } from 'react-router'
import { Button, LinkButton } from '#web/components/ui/button.tsx'
import { PageHeader } from '#web/components/ui/page-header.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

/** A page that failed to load or render; the header and footer stay usable. */
export function RouteError() {
  const error = useRouteError()
  usePageTitle('Something went wrong')
  console.error('Route error', error)
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <PageHeader
      title={notFound ? 'Page not found' : 'Something went wrong'}
      lead={
        notFound
          ? 'The page you asked for does not exist or has moved.'
          : 'This page could not be shown. Reloading usually helps; if it keeps happening, please contact us.'
      }
    >
      {notFound ? null : (
        <Button variant="accent" size="lg" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      )}
      <LinkButton to={paths.home.getHref()} variant="outline-light" size="lg">
        Go to the home page
      </LinkButton>
    </PageHeader>
  )
}
