import { randomBytes } from 'node:crypto'
import { lt } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { todayInSast } from '#shared/sast.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import { dailyCounts, type DailyCountSubject } from '../db/schema.ts'
import { hashToken } from './tokens.ts'

const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/
const YEAR_SECONDS = 365 * 24 * 60 * 60

const visitorCookieName = (config: Config) =>
  config.sessions.secureCookie ? '__Host-visitor' : 'visitor'

/**
 * Who a view or download is counted for: the account when signed in, else the visitor's
 * cookie (given on the first count). A request without that cookie — a script that keeps
 * none — is counted for its address, so repeating it adds nothing either. Only hashes are
 * stored.
 */
export function dailyCounterOf(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
): string {
  if (request.user) return `u:${request.user.id}`
  const name = visitorCookieName(config)
  const visitorId = request.cookies[name]
  if (visitorId && VISITOR_ID.test(visitorId)) return `v:${hashToken(visitorId)}`
  reply.setCookie(name, randomBytes(16).toString('base64url'), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.sessions.secureCookie,
    path: '/',
    maxAge: YEAR_SECONDS,
  })
  return `a:${hashToken(request.ip)}`
}

/**
 * Claims today's (SAST) count of `subjectId` for `counter`: true the first time, false on
 * every repeat that day. The primary key decides, so concurrent repeats count once.
 * Rows of days before yesterday decide nothing any more and are purged on the way.
 */
export async function claimDailyCount(
  db: Db,
  subject: DailyCountSubject,
  subjectId: string,
  counter: string,
  now: Date = new Date(),
): Promise<boolean> {
  const day = todayInSast(now)
  await db
    .delete(dailyCounts)
    .where(lt(dailyCounts.day, todayInSast(new Date(now.getTime() - 86_400_000))))
  const claimed = await db
    .insert(dailyCounts)
    .values({ subject, subjectId, counter, day })
    .onConflictDoNothing()
    .returning({ day: dailyCounts.day })
  return claimed.length > 0
}
