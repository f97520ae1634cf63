/** How long the temporary object URL lives: long enough for the browser to start saving. */
const REVOKE_AFTER_MS = 10_000

/**
 * GET /api/announcements/download/{file_key}, saved under the file's original name
 * (spec part 2 §7). Throws on a non-OK answer or no answer; the caller logs it.
 */
export async function downloadAnnouncementFile(fileKey: string, fileName: string) {
  const response = await fetch(`/api/announcements/download/${encodeURIComponent(fileKey)}`, {
    credentials: 'same-origin',
  })
  if (!response.ok) throw new Error(`The download failed with status ${response.status}.`)
  const blob = await response.blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}
