import { z } from 'zod'
import { libraryCategories } from '../options.ts'
import { optionalText, strictInteger } from './fields.ts'
import { LIBRARY_DESCRIPTION_MAX, LIBRARY_SEARCH_MAX, libraryMessages } from '../library.ts'

/** The text fields of POST /api/library/upload (multipart, beside the file). */
export const LibraryUploadFieldsSchema = z.object({
  category: z
    .union([z.literal(''), z.enum(libraryCategories)], {
      error: libraryMessages.categoryInvalid,
    })
    .optional()
    .transform((value) => (value ? value : undefined)),
  description: optionalText(LIBRARY_DESCRIPTION_MAX),
})
export type LibraryUploadFields = z.input<typeof LibraryUploadFieldsSchema>

/** GET /api/library/files?q=&category=&page= */
export const LibraryListQuerySchema = z.object({
  q: z.string().trim().max(LIBRARY_SEARCH_MAX).optional().default(''),
  category: z
    .union([z.literal(''), z.enum(libraryCategories)], {
      error: libraryMessages.categoryInvalid,
    })
    .optional()
    .default(''),
  page: strictInteger({ min: 1, max: 10_000 }).optional().default(1),
})
export type LibraryListQuery = z.input<typeof LibraryListQuerySchema>

export const LibraryFileSchema = z.object({
  id: z.uuid(),
  original_filename: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  created_at: z.string(),
  file_size: z.number(),
  download_count: z.number(),
  /** The caller uploaded it or is an administrator (D21): the card shows the delete icon. */
  can_delete: z.boolean(),
})
export type LibraryFile = z.infer<typeof LibraryFileSchema>

export const LibraryFileListSchema = z.object({
  files: z.array(LibraryFileSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
})
export type LibraryFileList = z.infer<typeof LibraryFileListSchema>
