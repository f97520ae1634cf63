import { saveBlob } from '#web/lib/save-file.ts'

/** Saves `data` as a pretty-printed JSON file (nothing leaves the browser). */
export function saveJsonFile(data: unknown, fileName: string) {
  saveBlob(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }), fileName)
}
