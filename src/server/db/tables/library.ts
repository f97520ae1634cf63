import { sql } from 'drizzle-orm'
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * PDF files of the study library (spec part 2 §2–§3; D19–D21). The file itself lives in
 * storage under `storage_key`; the name the uploader gave is data, shown and sent back in
 * a safe Content-Disposition, never used as a path.
 */
export const libraryFiles = pgTable(
  'library_files',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    originalFilename: text('original_filename').notNull(),
    category: text('category'),
    description: text('description'),
    storageKey: text('storage_key').notNull().unique(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    // A deleted account's uploads stay in the library; only an administrator can then delete them.
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('library_files_created_idx').on(table.createdAt.desc(), table.id),
    index('library_files_category_created_idx').on(table.category, table.createdAt.desc()),
    // Substring search (ILIKE '%…%') on either field uses these trigram indexes.
    index('library_files_filename_trgm_idx').using(
      'gin',
      table.originalFilename.op('gin_trgm_ops'),
    ),
    index('library_files_description_trgm_idx').using('gin', table.description.op('gin_trgm_ops')),
  ],
)
