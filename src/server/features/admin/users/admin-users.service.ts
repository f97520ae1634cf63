import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { ADMIN_EXPORT_MAX_ROWS, ADMIN_PAGE_SIZE, adminUserMessages as m } from '#shared/admin.ts'
import type { AdminUser, AdminUserFilters, AdminUserList } from '#shared/schemas/admin-users.ts'
import { recordAudit, type AuditEntryInput } from '../../../audit/record-audit.ts'
import type { Db } from '../../../db/client.ts'
import { bookings, studentProfiles, users } from '../../../db/schema.ts'
import { Conflict, Forbidden, Invalid, NotFound } from '../../../lib/errors.ts'
import { containsPattern } from '../../../lib/like-pattern.ts'
import { deleteAccount, exportUserData } from '../../accounts/profile.service.ts'
import { endAllSessions } from '../../accounts/sessions.service.ts'
import { csvTime, toCsv } from '../csv.ts'

type Actor = AuditEntryInput['actor']

const bookingCount =
  sql<number>`(select count(*) from ${bookings} where ${bookings.userId} = ${users.id})`.mapWith(
    Number,
  )

const selectUsers = (db: Db) =>
  db
    .select({
      user: users,
      category: studentProfiles.studentCategory,
      level: studentProfiles.studentLevel,
      bookings: bookingCount,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))

type Selected = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number]

const adminUserOf = ({ user, category, level, bookings: bookingTotal }: Selected): AdminUser => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  email_verified: user.emailVerifiedAt !== null,
  signs_in_with_google: user.googleSub !== null,
  created_at: user.createdAt.toISOString(),
  student_category: category,
  student_level: level,
  bookings: bookingTotal,
})

function conditions(filters: AdminUserFilters): SQL[] {
  const where: SQL[] = []
  if (filters.q) {
    const pattern = containsPattern(filters.q)
    where.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!)
  }
  if (filters.role) where.push(eq(users.role, filters.role))
  return where
}

/** The filtered accounts as CSV (formulas neutralised). */
export async function exportUsers(db: Db, filters: AdminUserFilters): Promise<string> {
  const rows = await selectUsers(db)
    .where(and(...conditions(filters)))
    .orderBy(desc(users.createdAt))
    .limit(ADMIN_EXPORT_MAX_ROWS)
  return toCsv([
    [
      'Name',
      'Email',
      'Role',
      'Email verified',
      'Google sign-in',
      'Category',
      'Level',
      'Bookings',
      'Registered at',
    ],
    ...rows
      .map(adminUserOf)
      .map((user) => [
        user.name,
        user.email,
        user.role,
        user.email_verified ? 'Yes' : 'No',
        user.signs_in_with_google ? 'Yes' : 'No',
        user.student_category ?? '',
        user.student_level ?? '',
        String(user.bookings),
        csvTime(new Date(user.created_at)),
      ]),
  ])
}

export async function listUsers(db: Db, filters: AdminUserFilters): Promise<AdminUserList> {
  const where = conditions(filters)
  const [rows, [total]] = await Promise.all([
    selectUsers(db)
      .where(and(...where))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ value: count() })
      .from(users)
      .where(and(...where)),
  ])
  return {
    users: rows.map(adminUserOf),
    total: total?.value ?? 0,
    page: filters.page,
    page_size: ADMIN_PAGE_SIZE,
  }
}

export async function getUser(db: Db, id: string): Promise<AdminUser> {
  const [row] = await selectUsers(db).where(eq(users.id, id))
  if (!row) throw new NotFound(m.notFound)
  return adminUserOf(row)
}

/** Administrators, counted with the rows locked so two revocations cannot both pass. */
async function lockedAdminCount(tx: Db): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .for('update')
  return rows.length
}

/**
 * D11: grants or revokes the administrator role. Never leaves the product without an
 * administrator, never makes an unverified account one, and will not revoke a role that
 * ADMIN_EMAILS would grant again at the next sign-in. The person's sessions end on a
 * revocation, so the role is gone at once.
 */
export async function changeRole(
  db: Db,
  actor: Actor,
  id: string,
  role: 'student' | 'admin',
  adminEmails: readonly string[],
): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update')
    if (!user) throw new NotFound(m.notFound)
    if (user.role === role) return
    if (role === 'admin' && !user.emailVerifiedAt) throw new Conflict(m.verifyFirst)
    if (role === 'student') {
      if (adminEmails.includes(user.email)) throw new Conflict(m.listedInConfig)
      if ((await lockedAdminCount(tx)) <= 1) throw new Conflict(m.lastAdmin)
      await endAllSessions(tx, id)
    }
    await tx
      .update(users)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(users.id, id))
    await recordAudit(tx, {
      actor,
      action: role === 'admin' ? 'user.grant_admin' : 'user.revoke_admin',
      subjectType: 'users',
      subjectId: id,
      before: { role: user.role },
      after: { role },
    })
  })
  return getUser(db, id)
}

/** POPIA (D22): everything held about the person, for the office to send them. */
export async function exportUserForRequest(db: Db, actor: Actor, id: string) {
  const data = await exportUserData(db, id)
  await recordAudit(db, {
    actor,
    action: 'user.export',
    subjectType: 'users',
    subjectId: id,
  })
  return data
}

/**
 * POPIA (D22): deletes the person's account and personal data on their request, as they
 * could from their profile. The account's email, typed again, confirms it.
 */
export async function deleteUserOnRequest(
  db: Db,
  actor: Actor,
  id: string,
  confirmEmail: string,
): Promise<void> {
  if (id === actor.id) throw new Forbidden(m.deleteOwn)
  const user = await getUser(db, id)
  if (confirmEmail.toLowerCase() !== user.email) {
    throw new Invalid(m.confirmDelete, { confirm_email: m.confirmDelete })
  }
  if (user.role === 'admin') {
    const [admins] = await db.select({ value: count() }).from(users).where(eq(users.role, 'admin'))
    if ((admins?.value ?? 0) <= 1) throw new Conflict(m.lastAdmin)
  }
  await deleteAccount(db, id, async (tx) =>
    recordAudit(tx, {
      actor,
      action: 'user.delete',
      subjectType: 'users',
      subjectId: id,
      // Who it was is exactly what was asked to be forgotten: only the fact is kept.
      before: { role: user.role, bookings: user.bookings },
    }),
  )
}
