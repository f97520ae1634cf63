import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions, tutors, users } from '../../db/schema.ts'
import { hashToken, newToken } from '../../lib/tokens.ts'

export interface SessionSettings {
  idleMs: number
  maxMs: number
}

export interface CurrentUser {
  id: string
  email: string
  name: string
  role: 'student' | 'admin'
  emailVerified: boolean
  sessionId: string
  /** D25: the tutor record this account signs in as, or null. */
  tutorId: number | null
}

/** A new session for every sign-in; the caller sets the returned token as the cookie. */
export async function createSession(db: Db, userId: string, settings: SessionSettings) {
  const token = newToken()
  const expiresAt = new Date(Date.now() + settings.maxMs)
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt })
  return { token, expiresAt }
}

// Writing last_seen_at on every request would turn every read into a write.
const TOUCH_AFTER_MS = 5 * 60_000

export async function findSessionUser(
  db: Db,
  token: string,
  settings: SessionSettings,
): Promise<CurrentUser | null> {
  const idleCutoff = new Date(Date.now() - settings.idleMs)
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      tutorId: tutors.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(tutors, eq(tutors.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, idleCutoff),
      ),
    )
  if (!row) return null
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, row.sessionId))
  }
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    sessionId: row.sessionId,
    tutorId: row.tutorId,
  }
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}

/** Password reset and account deletion end every session of the user. */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}
