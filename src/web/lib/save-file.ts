import { apiErrorOf, NetworkError } from './api-client.ts'

/** How long the temporary object URL lives: long enough for the browser to start saving. */
const REVOKE_AFTER_MS = 10_000

/** Saves bytes the page holds under `fileName`, through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string) {
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

/**
 * Fetches a download route and saves its bytes under `fileName`. Throws `ApiError` with
 * the server's `{ error }` text for a non-OK answer, `NetworkError` when none came.
 */
export async function downloadFile(path: string, fileName: string) {
  let response: Response
  try {
    response = await fetch(path, { credentials: 'same-origin' })
  } catch (error) {
    throw new NetworkError(error)
  }
  if (!response.ok) throw await apiErrorOf(response)
  saveBlob(await response.blob(), fileName)
}
