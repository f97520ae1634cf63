import { OAuth2Server } from 'oauth2-mock-server'

export interface FakeGoogleAccount {
  sub: string
  email: string
  email_verified: boolean
  name: string
}

/** A local OpenID provider standing in for Google; `account` is who signs in next. */
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
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, state.account)
  })
  return {
    state,
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
