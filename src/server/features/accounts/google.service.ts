import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { Forbidden } from '../../lib/errors.ts'
import type { GoogleIdentity } from '../../adapters/oauth/google.ts'

export const googleMessages = {
  notConfigured:
    'Google sign-in is not available right now. Please sign in with your email and password.',
  failed: 'Google sign-in failed. Please try again.',
  unverifiedEmail:
    'Your Google account’s email address is not verified by Google. Please verify it with Google, or register with your email and password.',
} as const

/**
 * The Google account is identified by `sub`. A first sign-in links to the account with the
 * same email, or creates one (verified, no password), but only when Google vouches for
 * the address: otherwise anyone could claim an account by naming its email at Google.
 */
export async function findOrCreateGoogleUser(
  db: Db,
  identity: GoogleIdentity,
  adminEmails: string[],
) {
  return db.transaction(async (tx) => {
    const [bySub] = await tx.select().from(users).where(eq(users.googleSub, identity.sub))
    if (bySub) return bySub
    if (!identity.emailVerified) throw new Forbidden(googleMessages.unverifiedEmail)
    const role = adminEmails.includes(identity.email) ? ('admin' as const) : undefined
    const [linked] = await tx
      .update(users)
      .set({
        googleSub: identity.sub,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: new Date(),
        ...(role ? { role } : {}),
      })
      .where(eq(users.email, identity.email))
      .returning()
    if (linked) return linked
    const [created] = await tx
      .insert(users)
      .values({
        email: identity.email,
        name: identity.name,
        googleSub: identity.sub,
        emailVerifiedAt: new Date(),
        ...(role ? { role } : {}),
      })
      .returning()
    return created!
  })
}
