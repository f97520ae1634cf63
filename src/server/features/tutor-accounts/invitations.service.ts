import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import {
  adminTutorAccountMessages as am,
  tutorInvitationMessages as im,
} from '#shared/tutor-account-messages.ts'
import { adminTutorMessages } from '#shared/admin.ts'
import type { TutorAccount } from '#shared/schemas/admin-tutors.ts'
import type { AcceptTutorInvitation, TutorAccountAction } from '#shared/schemas/tutor-accounts.ts'
import type { TutorInvitation } from '#shared/schemas/tutor-accounts.ts'
import { recordAudit } from '../../audit/record-audit.ts'
import type { Db } from '../../db/client.ts'
import { tutorInvitations, tutors, users } from '../../db/schema.ts'
import { now } from '../../lib/clock.ts'
import { violatedUniqueConstraint } from '../../lib/db-errors.ts'
import { Conflict, DomainError, Forbidden, NotFound } from '../../lib/errors.ts'
import { hashToken, newToken } from '../../lib/tokens.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'
import type { EmailContext } from '../accounts/account-emails.ts'
import { tutorInvitationEmail } from './invitation-emails.ts'

/** D25: an invitation link works for 7 days. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000

export interface InvitationsContext extends EmailContext {
  db: Db
}
/** Who acted: the administrator, or the account that accepted. */
export interface Actor {
  id: string
  email: string
  name: string
}
type InvitationRow = typeof tutorInvitations.$inferSelect

/** A link that was once good but is no more (used, withdrawn, expired). */
export class Gone extends DomainError {
  constructor(message: string) {
    super(410, message)
  }
}

const isOpen = (at: Date) =>
  and(
    isNull(tutorInvitations.usedAt),
    isNull(tutorInvitations.withdrawnAt),
    gt(tutorInvitations.expiresAt, at),
  )

/** Every tutor's account status, by tutor id (none when absent from the map). */
export async function accountsOf(db: Db, tutorIds: number[]): Promise<Map<number, TutorAccount>> {
  const result = new Map<number, TutorAccount>()
  if (tutorIds.length === 0) return result
  // One after the other: `db` may be a transaction, one connection running one query at a time.
  const linked = await db
    .select({ tutorId: tutors.id, email: users.email })
    .from(tutors)
    .innerJoin(users, eq(users.id, tutors.userId))
    .where(inArray(tutors.id, tutorIds))
  const open = await db
    .select()
    .from(tutorInvitations)
    .where(and(inArray(tutorInvitations.tutorId, tutorIds), isOpen(now())))
  for (const invitation of open) {
    result.set(invitation.tutorId, {
      status: 'invited',
      invited_at: invitation.createdAt.toISOString(),
      invitation_expires_at: invitation.expiresAt.toISOString(),
    })
  }
  for (const row of linked) result.set(row.tutorId, { status: 'linked', email: row.email })
  return result
}

export async function accountOf(db: Db, tutorId: number): Promise<TutorAccount> {
  return (await accountsOf(db, [tutorId])).get(tutorId) ?? { status: 'none' }
}

async function lockTutor(tx: Db, tutorId: number) {
  const [tutor] = await tx.select().from(tutors).where(eq(tutors.id, tutorId)).for('update')
  if (!tutor) throw new NotFound(adminTutorMessages.notFound)
  return tutor
}

/**
 * Mails the tutor record's address a new single-use link. Any earlier unused link of the
 * tutor is withdrawn in the same transaction, under a lock on the tutor row, so two sends
 * at once still leave exactly one link that works.
 */
export async function sendInvitation(
  ctx: InvitationsContext,
  actor: Actor,
  tutorId: number,
): Promise<TutorAccountAction> {
  const at = now()
  const result = await ctx.db.transaction(async (tx) => {
    const tutor = await lockTutor(tx, tutorId)
    if (tutor.userId) throw new Conflict(am.alreadyLinked)
    const withdrawn = await tx
      .update(tutorInvitations)
      .set({ withdrawnAt: at })
      .where(
        and(
          eq(tutorInvitations.tutorId, tutorId),
          isNull(tutorInvitations.usedAt),
          isNull(tutorInvitations.withdrawnAt),
        ),
      )
      .returning({ id: tutorInvitations.id })
    const token = newToken()
    const email = tutor.email.trim().toLowerCase()
    const expiresAt = new Date(at.getTime() + INVITATION_LIFETIME_MS)
    const [invitation] = await tx
      .insert(tutorInvitations)
      .values({ tutorId, email, tokenHash: hashToken(token), expiresAt, invitedBy: actor.id })
      .returning()
    await enqueueEmails(tx, [
      tutorInvitationEmail(ctx, {
        to: email,
        tutorName: tutor.name,
        invitedBy: actor.name,
        token,
        expiresAt,
      }),
    ])
    await recordAudit(tx, {
      actor,
      action: 'tutor.invite',
      subjectType: 'tutors',
      subjectId: String(tutorId),
      after: {
        email,
        expires_at: expiresAt.toISOString(),
        withdrew: withdrawn.map((row) => row.id),
      },
    })
    return { invitation: invitation!, resent: withdrawn.length > 0 }
  })
  const { invitation } = result
  return {
    message: result.resent ? am.resent(invitation.email) : am.sent(invitation.email),
    account: {
      status: 'invited',
      invited_at: invitation.createdAt.toISOString(),
      invitation_expires_at: invitation.expiresAt.toISOString(),
    },
  }
}

/** Withdraws the tutor's open invitation: its link stops working. */
export async function withdrawInvitation(
  db: Db,
  actor: Actor,
  tutorId: number,
): Promise<TutorAccountAction> {
  const at = now()
  await db.transaction(async (tx) => {
    await lockTutor(tx, tutorId)
    const withdrawn = await tx
      .update(tutorInvitations)
      .set({ withdrawnAt: at })
      .where(and(eq(tutorInvitations.tutorId, tutorId), isOpen(at)))
      .returning({ id: tutorInvitations.id, email: tutorInvitations.email })
    if (withdrawn.length === 0) throw new NotFound(am.noOpenInvitation)
    await recordAudit(tx, {
      actor,
      action: 'tutor.invitation_withdraw',
      subjectType: 'tutors',
      subjectId: String(tutorId),
      before: { invitations: withdrawn },
    })
  })
  return { message: am.withdrawn, account: await accountOf(db, tutorId) }
}

/** Removes the link to the account: it stops signing in as the tutor, keeping its other roles. */
export async function unlinkAccount(
  db: Db,
  actor: Actor,
  tutorId: number,
): Promise<TutorAccountAction> {
  await db.transaction(async (tx) => {
    const tutor = await lockTutor(tx, tutorId)
    if (!tutor.userId) throw new Conflict(am.notLinked)
    const [account] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, tutor.userId))
    await tx
      .update(tutors)
      .set({ userId: null, updatedAt: sql`now()` })
      .where(eq(tutors.id, tutorId))
    await recordAudit(tx, {
      actor,
      action: 'tutor.account_unlink',
      subjectType: 'tutors',
      subjectId: String(tutorId),
      before: { user_id: tutor.userId, email: account?.email ?? null },
      after: { user_id: null },
    })
  })
  return { message: am.unlinked, account: await accountOf(db, tutorId) }
}

/** Why a link that exists no longer works, or undefined while it does. */
function goneReason(row: InvitationRow, at: Date): string | undefined {
  if (row.usedAt) return im.used
  if (row.withdrawnAt) return im.withdrawn
  if (row.expiresAt.getTime() <= at.getTime()) return im.expired
  return undefined
}

async function findInvitation(db: Db, token: string) {
  const [row] = await db
    .select({ invitation: tutorInvitations, tutorName: tutors.name })
    .from(tutorInvitations)
    .innerJoin(tutors, eq(tutors.id, tutorInvitations.tutorId))
    .where(eq(tutorInvitations.tokenHash, hashToken(token)))
  if (!row) throw new NotFound(im.notFound)
  return row
}

/** A usable invitation, for its page; an unknown link is 404, a spent one 410. */
export async function viewInvitation(db: Db, token: string): Promise<TutorInvitation> {
  const { invitation, tutorName } = await findInvitation(db, token)
  const gone = goneReason(invitation, now())
  if (gone) throw new Gone(gone)
  return {
    tutor_name: tutorName,
    email: invitation.email,
    status: 'open',
    expires_at: invitation.expiresAt.toISOString(),
  }
}

/**
 * Links the signed-in account to the invitation's tutor. Single use is decided by the
 * database: the invitation is spent by a conditional UPDATE (still unused, not withdrawn,
 * not expired), so of two accepts at once exactly one spends it; the tutor is linked only
 * while unlinked, and the unique index on tutors.user_id refuses a second tutor for one
 * account. Any refusal rolls the whole transaction back: nothing changes.
 */
export async function acceptInvitation(
  db: Db,
  account: Actor & { emailVerified: boolean },
  token: string,
): Promise<AcceptTutorInvitation> {
  if (!account.emailVerified) throw new Forbidden(im.verifyFirst)
  const { invitation } = await findInvitation(db, token)
  if (account.email.toLowerCase() !== invitation.email) {
    throw new Forbidden(im.wrongAccount(invitation.email))
  }
  const at = now()
  try {
    return await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(tutorInvitations)
        .set({ usedAt: at, acceptedBy: account.id })
        .where(and(eq(tutorInvitations.id, invitation.id), isOpen(at)))
        .returning()
      if (!spent) {
        // Read again: another request may have spent or withdrawn it since the first read.
        const [current] = await tx
          .select()
          .from(tutorInvitations)
          .where(eq(tutorInvitations.id, invitation.id))
        throw new Gone((current && goneReason(current, at)) ?? im.notFound)
      }
      const [linked] = await tx
        .update(tutors)
        .set({ userId: account.id, updatedAt: sql`now()` })
        .where(and(eq(tutors.id, invitation.tutorId), isNull(tutors.userId)))
        .returning({ id: tutors.id })
      if (!linked) throw new Conflict(im.tutorTaken)
      await recordAudit(tx, {
        actor: account,
        action: 'tutor.account_link',
        subjectType: 'tutors',
        subjectId: String(invitation.tutorId),
        before: { user_id: null },
        after: { user_id: account.id, email: account.email, invitation_id: invitation.id },
      })
      return { message: im.accepted, tutor_id: linked.id }
    })
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'tutors_user_id_unique') {
      throw new Conflict(im.accountTaken)
    }
    throw error
  }
}
