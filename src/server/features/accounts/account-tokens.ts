import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { accountTokens } from '../../db/schema.ts'
import { DomainError, NotFound } from '../../lib/errors.ts'
import { hashToken, newToken } from '../../lib/tokens.ts'

// The single-use links an account's emails carry; only their hashes are stored.

const HOUR = 60 * 60_000
const TOKEN_LIFETIME = {
  verify_email: 24 * HOUR,
  reset_password: HOUR,
  guardian_consent: 14 * 24 * HOUR,
}
export type TokenPurpose = keyof typeof TOKEN_LIFETIME

export class Gone extends DomainError {
  constructor(message: string) {
    super(410, message)
  }
}

export async function issueToken(
  tx: Db,
  userId: string,
  purpose: TokenPurpose,
  sentTo: string,
): Promise<string> {
  const token = newToken()
  // A new link replaces the old ones of the same kind.
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    )
  await tx.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    sentTo,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME[purpose]),
  })
  return token
}

/** The token's row, live or not, without using it up (a page that only shows what it is for). */
export async function findToken(db: Db, token: string, purpose: TokenPurpose) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)))
  return row ?? null
}

/** Finds a live token and marks it used, in the caller's transaction: single use even under races. */
export async function consumeToken(
  tx: Db,
  token: string,
  purpose: TokenPurpose,
  messages: { invalid: string; used: string; expired: string },
) {
  const [row] = await tx
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)))
    .for('update')
  if (!row) throw new NotFound(messages.invalid)
  if (row.usedAt) throw new Gone(messages.used)
  if (row.expiresAt.getTime() <= Date.now()) throw new Gone(messages.expired)
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(eq(accountTokens.id, row.id))
  return row
}
