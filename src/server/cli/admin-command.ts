import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'

export const ADMIN_USAGE = 'Usage: npm run admin -- grant <email> | revoke <email> | list'

/** D11: an operator grants or revokes the administrator role from the command line. */
export async function runAdminCommand(db: Db, args: string[]): Promise<string> {
  const [command, rawEmail] = args
  if (command === 'list') {
    const admins = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, 'admin'))
    return admins.length ? admins.map((a) => a.email).join('\n') : 'No administrators yet.'
  }
  if ((command !== 'grant' && command !== 'revoke') || !rawEmail) throw new Error(ADMIN_USAGE)
  const email = rawEmail.trim().toLowerCase()
  const role = command === 'grant' ? 'admin' : 'student'
  // Only a proven address is made administrator: anyone may register an address they do
  // not own, and the role must not go to whoever registered the owner's address first.
  const [user] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(
      command === 'grant'
        ? and(eq(users.email, email), isNotNull(users.emailVerifiedAt))
        : eq(users.email, email),
    )
    .returning({ email: users.email })
  if (!user) {
    const [unverified] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
    if (unverified) {
      throw new Error(
        `${email} has not verified its email address yet. Open the verification link sent at registration (or sign in with Google), then grant again.`,
      )
    }
    throw new Error(`No account with the email ${email}. The person must register first.`)
  }
  return command === 'grant'
    ? `${email} is now an administrator.`
    : `${email} is no longer an administrator.`
}
