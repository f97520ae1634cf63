import { useEffect, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { authCallbackMessages } from '#shared/messages.ts'
import { Card } from '#web/components/ui/card.tsx'
import { Container } from '#web/components/ui/container.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useRefreshSession } from '#web/lib/session.ts'
import { usePageTitle } from '#web/lib/use-page-title.ts'
import { paths } from '#web/paths.ts'
import { exchangeGoogleCode } from './api/exchange-google-code.ts'

/**
 * Where Google sign-in returns (D6): the code and state are exchanged for a session, then
 * the student goes to /profile. Any failure is only logged and the visitor goes to /
 * (spec part 1 §8).
 */
function AuthCallbackPage() {
  usePageTitle('Completing your sign-in')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const refreshSession = useRefreshSession()
  // The code is single-use: React's development double-mount must not send it twice.
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const code = params.get('code')
    const state = params.get('state') ?? ''
    void (async () => {
      try {
        if (!code) throw new Error(authCallbackMessages.noCode)
        await exchangeGoogleCode({ code, state })
        await refreshSession()
        await navigate(paths.profile.getHref(), { replace: true })
      } catch (error) {
        console.warn('Google sign-in failed', error)
        await navigate(paths.home.getHref(), { replace: true })
      }
    })()
  }, [params, navigate, refreshSession])

  return (
    <Container className="flex min-h-[60vh] items-center justify-center py-16">
      <Card className="w-full max-w-lg text-center" role="status" data-testid="auth-callback">
        <Spinner className="mx-auto mb-4 size-8 text-brand-700" />
        <h1 className="text-2xl font-bold text-brand-900">{authCallbackMessages.completing}</h1>
        <p className="mt-3 text-slate-700">{authCallbackMessages.settingUp}</p>
      </Card>
    </Container>
  )
}

export { AuthCallbackPage as Component }
