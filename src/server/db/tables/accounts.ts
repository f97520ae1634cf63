import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  // Lower-cased: emails are compared case-insensitively everywhere.
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  // argon2id; null for accounts that only sign in with Google.
  passwordHash: text('password_hash'),
  role: text('role', { enum: ['student', 'admin'] })
    .notNull()
    .default('student'),
  phoneNumber: text('phone_number'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  googleSub: text('google_sub').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const studentProfiles = pgTable('student_profiles', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number'),
  address: text('address'),
  studentCategory: text('student_category').notNull(),
  studentLevel: text('student_level').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Server-side sessions: the cookie holds a random token, the table only its hash (D6). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
)

/** Single-use emailed links: email verification, password reset, guardian consent. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['verify_email', 'reset_password', 'guardian_consent'],
    }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    // The address the link was sent to: a verification proves this address.
    sentTo: text('sent_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose)],
)

/** D23: a minor's parent or guardian, and when and from where they consented. */
export const guardianConsents = pgTable('guardian_consents', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  guardianName: text('guardian_name').notNull(),
  guardianEmail: text('guardian_email').notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true }),
  consentedFromIp: text('consented_from_ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
