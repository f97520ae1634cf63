import { z } from 'zod'
import { libraryCategories } from '../options.ts'
import { optionalText } from './fields.ts'

// Texts the spec fixes (part 2 §2, §8) and ours where it only logs a failure.
export const libraryMessages = {
  uploadFile: 'Upload File',
  uploadTitle: 'Upload PDF File',
  upload: 'Upload',
  uploading: 'Uploading...',
  uploadSuccess: 'File uploaded successfully!',
  uploadFailed: 'Upload failed. Please try again.',
  downloadFailed: 'Download failed. Please try again.',
  deleteFailed: 'Delete failed. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this file?',
  emptyTitle: 'No files found',
  emptyFilteredHint: 'Try adjusting your search or filter criteria',
  emptyHint: 'No files have been uploaded yet',
  loading: 'Loading files...',
  // Server answers; the upload modal shows them under its failure line.
  fileRequired: 'Please choose a PDF file to upload',
  notPdf: 'Only PDF files can be uploaded, and this file is not a PDF.',
  tooLarge: (maxBytes: number) =>
    `The file is too large. The largest file you can upload is ${formatFileSize(maxBytes)}.`,
  categoryInvalid: 'Please choose one of the listed categories',
  signInToUpload: 'Please sign in to upload files.',
  notFound: 'This file no longer exists.',
  forbiddenDelete: 'Only the person who uploaded this file or an administrator can delete it.',
} as const

export const LIBRARY_DESCRIPTION_MAX = 500
export const LIBRARY_SEARCH_MAX = 200
export const LIBRARY_PAGE_SIZE = 24
export const LIBRARY_FILENAME_MAX = 200

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
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
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

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const

/** '0 Bytes', '512 Bytes', '1.50 KB', '2.25 MB': the spec's sizes with 2 decimals. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes'
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1)
  if (unit === 0) return `${bytes} Bytes`
  return `${(bytes / 1024 ** unit).toFixed(2)} ${SIZE_UNITS[unit]}`
}
