import { downloadFile } from '#web/lib/save-file.ts'

/**
 * GET /api/announcements/download/{file_key}, saved under the file's original name
 * (spec part 2 §7). Throws on a non-OK answer or no answer; the caller logs it.
 */
export function downloadAnnouncementFile(fileKey: string, fileName: string) {
  return downloadFile(`/api/announcements/download/${encodeURIComponent(fileKey)}`, fileName)
}
