/** Library texts and sizes, free of zod so the /library page can import them cheaply. */

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
  // The confirmation dialog's title and its button.
  deleteFile: 'Delete file',
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
  verifyToUpload: 'Verify your email to upload',
  notFound: 'This file no longer exists.',
  forbiddenDelete: 'Only the person who uploaded this file or an administrator can delete it.',
} as const

export const LIBRARY_DESCRIPTION_MAX = 500
export const LIBRARY_SEARCH_MAX = 200
export const LIBRARY_PAGE_SIZE = 24
export const LIBRARY_FILENAME_MAX = 200

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const

/** '0 Bytes', '512 Bytes', '1.50 KB', '2.25 MB': the spec's sizes with 2 decimals. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes'
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1)
  if (unit === 0) return `${bytes} Bytes`
  return `${(bytes / 1024 ** unit).toFixed(2)} ${SIZE_UNITS[unit]}`
}
