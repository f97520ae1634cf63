/** How long the temporary object URL lives: long enough for the browser to start saving. */
const REVOKE_AFTER_MS = 10_000

/**
 * Saves `data` as a pretty-printed JSON file through a Blob and a temporary object URL
 * (no library, nothing leaves the browser).
 */
export function saveJsonFile(data: unknown, fileName: string) {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' })
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
