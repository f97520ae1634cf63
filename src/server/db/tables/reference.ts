import { sql } from 'drizzle-orm'
import { boolean, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

export const mathematicsModules = pgTable('mathematics_modules', {
  id: serial('id').primaryKey(),
  // Stable key from the shared catalogue, so the seed can run on every start.
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  groupName: text('group_name').notNull(),
  sortOrder: integer('sort_order').notNull(),
  isActive: boolean('is_active').notNull().default(true),
})

export const tutors = pgTable('tutors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  bio: text('bio').notNull().default(''),
  expertise: text('expertise')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  qualifications: text('qualifications')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  yearsExperience: integer('years_experience').notNull().default(0),
  hourlyRateCents: integer('hourly_rate_cents').notNull(),
  profileImageUrl: text('profile_image_url'),
  // The storage key of a photo the back office uploaded (D19, D20); then the image URL
  // above is this product's own photo route.
  photoKey: text('photo_key'),
  photoContentType: text('photo_content_type'),
  isActive: boolean('is_active').notNull().default(true),
  // The account that signs in as this tutor (D25), once an invitation was accepted; one
  // account per tutor and one tutor per account.
  userId: uuid('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'set null' }),
  // Demo rows are marked so a real deployment can tell them apart and remove them.
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
