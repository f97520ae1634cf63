import type { JWTVerifyGetKey } from 'jose'

export interface GoogleSettings {
  clientId: string
  clientSecret: string
  redirectUri: string
  issuer: string
  authorizationUrl: string
  tokenUrl: string
  jwksUrl: string
}

export interface GoogleIdentity {
  sub: string
  email: string
  emailVerified: boolean
  name: string
}

/** Thrown for any failure of the exchange; the caller answers with one plain sentence. */
export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError'
}

// arctic and jose load with the first sign-in, not with every start of a server that may
// not offer Google at all (together ~0.1 s).
const importArctic = () => import('arctic')
const importJose = () => import('jose')
let arctic: ReturnType<typeof importArctic> | undefined
let jose: ReturnType<typeof importJose> | undefined
const loadArctic = () => (arctic ??= importArctic())
const loadJose = () => (jose ??= importJose())

/**
 * Google sign-in: authorization code with PKCE, state and nonce (arctic), and the ID token
 * checked for signature, issuer, audience, expiry and nonce (jose).
 */
export function createGoogleSignIn(settings: GoogleSettings) {
  const jwksUrl = new URL(settings.jwksUrl)
  let keys: JWTVerifyGetKey | undefined

  return {
    async start() {
      const { CodeChallengeMethod, OAuth2Client, generateCodeVerifier, generateState } =
        await loadArctic()
      const client = new OAuth2Client(
        settings.clientId,
        settings.clientSecret,
        settings.redirectUri,
      )
      const state = generateState()
      const codeVerifier = generateCodeVerifier()
      const nonce = generateState()
      const url = client.createAuthorizationURLWithPKCE(
        settings.authorizationUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ['openid', 'email', 'profile'],
      )
      url.searchParams.set('nonce', nonce)
      url.searchParams.set('prompt', 'select_account')
      return { url: url.toString(), state, codeVerifier, nonce }
    },

    async finish(code: string, codeVerifier: string, nonce: string): Promise<GoogleIdentity> {
      const [{ OAuth2Client }, { createRemoteJWKSet, jwtVerify }] = await Promise.all([
        loadArctic(),
        loadJose(),
      ])
      const client = new OAuth2Client(
        settings.clientId,
        settings.clientSecret,
        settings.redirectUri,
      )
      // One key set for the server's life: Google's keys are fetched once, then cached.
      keys ??= createRemoteJWKSet(jwksUrl)
      let idToken: string
      try {
        const tokens = await client.validateAuthorizationCode(settings.tokenUrl, code, codeVerifier)
        idToken = tokens.idToken()
      } catch (error) {
        throw new GoogleSignInError(`code exchange failed: ${(error as Error).message}`)
      }
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          issuer: settings.issuer,
          audience: settings.clientId,
        })
        if (payload.nonce !== nonce) throw new Error('nonce mismatch')
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
          throw new Error('ID token lacks sub or email')
        }
        return {
          sub: payload.sub,
          email: payload.email.toLowerCase(),
          emailVerified: payload.email_verified === true,
          name:
            typeof payload.name === 'string' && payload.name.trim()
              ? payload.name.trim()
              : payload.email.split('@')[0]!,
        }
      } catch (error) {
        throw new GoogleSignInError(`ID token rejected: ${(error as Error).message}`)
      }
    },
  }
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>
