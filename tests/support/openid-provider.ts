import { OAuth2Server } from 'oauth2-mock-server'

export interface FakeGoogleAccount {
  sub: string
  email: string
  email_verified: boolean
  name: string
}

/**
 * A local OpenID provider standing in for Google. Who signs in is `state.account`, or, for
 * browser tests that cannot reach this process, the `login_hint` of the authorize request:
 * an address starting with `unverified-` gets `email_verified: false`.
 */
export async function startOpenIdProvider() {
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  await server.start(0, '127.0.0.1')
  const issuer = server.issuer.url!
  const state = {
    account: {
      sub: 'google-1',
      email: 'thabo@gmail.com',
      email_verified: true,
      name: 'Thabo Mokoena',
    } as FakeGoogleAccount,
  }
  const accountByCode = new Map<string, FakeGoogleAccount>()

  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: { url?: string }) => {
    const hint = new URL(req.url ?? '/', issuer).searchParams.get('login_hint')
    const code = redirect.url.searchParams.get('code')
    if (!hint || !code) return
    accountByCode.set(code, {
      sub: `google-${hint}`,
      email: hint,
      email_verified: !hint.startsWith('unverified-'),
      name: hint.split('@')[0]!,
    })
  })
  server.service.on(
    'beforeTokenSigning',
    (token: { payload: Record<string, unknown> }, req: { body?: { code?: string } }) => {
      const code = req.body?.code
      Object.assign(token.payload, (code && accountByCode.get(code)) || state.account)
    },
  )

  return {
    state,
    issuer,
    env: {
      GOOGLE_CLIENT_ID: 'test-client',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_ISSUER: issuer,
      GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_JWKS_URL: `${issuer}/jwks`,
    },
    stop: () => server.stop(),
  }
}
