import { LinkButton } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'

/** Where Google sign-in returns (D6). The code exchange arrives with the accounts issue. */
function AuthCallbackPage() {
  usePageTitle('Completing your sign-in')
  return (
    <Container className="flex min-h-[60vh] items-center justify-center py-16">
      <Card className="w-full max-w-lg text-center">
        <h1 className="text-2xl font-bold text-brand-900">Completing your sign-in...</h1>
        <p className="mt-3 text-slate-700">Please wait while we set up your account.</p>
        <LinkButton to={paths.home.getHref()} variant="outline" className="mt-6">
          Go to the home page
        </LinkButton>
      </Card>
    </Container>
  )
}

export { AuthCallbackPage as Component }
