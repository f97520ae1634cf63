import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions, tutors, users } from '../../db/schema.ts'
import { hashToken, newToken } from '../../lib/tokens.ts'
import type { SessionCache } from './session-cache.ts'

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
  cache?: SessionCache,
): Promise<CurrentUser | null> {
  const tokenHash = hashToken(token)
  const now = Date.now()
  const cached = cache?.get(tokenHash)
  if (cached && cached.expiresAt > now && cached.lastSeenAt > now - settings.idleMs) {
    if (now - cached.lastSeenAt > TOUCH_AFTER_MS) {
      cached.lastSeenAt = now
      await touchSession(db, cached.user.sessionId, now)
    }
    return cached.user
  }
  // Not kept, or past its time here: the database decides (another instance may have
  // touched it since).
  if (cached) cache?.delete(tokenHash)
  const generation = cache?.generation ?? 0
  const idleCutoff = new Date(now - settings.idleMs)
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
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
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, idleCutoff),
      ),
    )
  if (!row) return null
  let lastSeenAt = row.lastSeenAt.getTime()
  if (now - lastSeenAt > TOUCH_AFTER_MS) {
    lastSeenAt = now
    await touchSession(db, row.sessionId, now)
  }
  const user: CurrentUser = {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    sessionId: row.sessionId,
    tutorId: row.tutorId,
  }
  cache?.set(tokenHash, { user, expiresAt: row.expiresAt.getTime(), lastSeenAt }, generation)
  return user
}

async function touchSession(db: Db, sessionId: string, at: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(at) })
    .where(eq(sessions.id, sessionId))
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}

/** Password reset and account deletion end every session of the user. */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}
