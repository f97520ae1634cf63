import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { Forbidden } from '../../lib/errors.ts'
import type { GoogleIdentity } from '../../adapters/oauth/google.ts'
import { createSession, endSession, type SessionSettings } from './sessions.service.ts'

export const googleMessages = {
  notConfigured:
    'Google sign-in is not available right now. Please sign in with your email and password.',
  failed: 'Google sign-in failed. Please try again.',
  unverifiedEmail:
    'Your Google account’s email address is not verified by Google. Please verify it with Google, or register with your email and password.',
} as const

/**
 * Google sign-in, in one transaction: find or link the account, end the browser's previous
 * session, start a new one. The account is identified by `sub`. A first sign-in links to the
 * account with the same email, or creates one (verified, no password), but only when Google
 * vouches for the address: otherwise anyone could claim an account by naming its email at
 * Google.
 *
 * An account with that email that was never verified was made by someone who never proved
 * the address, perhaps to squat it (issue 25, docs/decisions/004-accounts-and-sessions.md).
 * It is deleted under the same database rules as an account deletion (its password,
 * sessions, emailed links, profile and guardian consent go; forms, uploads and payments it
 * made stay for the office without it) and the owner gets a fresh account, before their
 * session starts.
 */
export async function signInWithGoogle(
  db: Db,
  identity: GoogleIdentity,
  options: {
    adminEmails: string[]
    sessions: SessionSettings
    /** The session cookie this browser already had, ended in favour of the new one. */
    previousSessionToken: string | null
  },
) {
  return db.transaction(async (tx) => {
    const { user, replacedUnverifiedAccount } = await findOrLinkUser(
      tx,
      identity,
      options.adminEmails,
    )
    if (options.previousSessionToken) await endSession(tx, options.previousSessionToken)
    const session = await createSession(tx, user.id, options.sessions)
    return { user, session, replacedUnverifiedAccount }
  })
}

async function findOrLinkUser(tx: Db, identity: GoogleIdentity, adminEmails: string[]) {
  const [bySub] = await tx.select().from(users).where(eq(users.googleSub, identity.sub))
  if (bySub) return { user: bySub, replacedUnverifiedAccount: false }
  if (!identity.emailVerified) throw new Forbidden(googleMessages.unverifiedEmail)
  const role = adminEmails.includes(identity.email) ? ('admin' as const) : undefined
  // Locked, so a verification or password reset committing meanwhile is seen here.
  const [byEmail] = await tx
    .select()
    .from(users)
    .where(eq(users.email, identity.email))
    .for('update')
  if (byEmail?.emailVerifiedAt) {
    const [linked] = await tx
      .update(users)
      .set({ googleSub: identity.sub, updatedAt: new Date(), ...(role ? { role } : {}) })
      .where(eq(users.id, byEmail.id))
      .returning()
    return { user: linked!, replacedUnverifiedAccount: false }
  }
  // The foreign keys decide what goes with it, as for a deletion; a password sign-in racing
  // this one cannot add a session to the gone row.
  if (byEmail) await tx.delete(users).where(eq(users.id, byEmail.id))
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
  return { user: created!, replacedUnverifiedAccount: Boolean(byEmail) }
}
