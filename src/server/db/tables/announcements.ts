import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { announcementTypeValues } from '#shared/options.ts'
import { users } from './accounts.ts'

/**
 * News, lesson videos, presentations and meeting invitations (spec part 2 §2–§4; D21).
 * Only administrators write them; drafts (`is_published` false) are theirs alone.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    title: text('title').notNull(),
    content: text('content').notNull(),
    announcementType: text('announcement_type', { enum: announcementTypeValues }).notNull(),
    videoUrl: text('video_url'),
    googleMeetLink: text('google_meet_link'),
    meetingDate: timestamp('meeting_date', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    // Set the first time the announcement is published; the list is ordered by it.
    publishedDate: timestamp('published_date', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    // The public name of the file in URLs (spec: /api/announcements/download/{file_key}).
    fileKey: text('file_key').unique(),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: bigint('file_size', { mode: 'number' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('announcements_published_idx').on(table.isPublished, table.publishedDate.desc()),
  ],
)
