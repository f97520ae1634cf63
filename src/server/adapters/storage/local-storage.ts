import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { access, constants, mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { assertStorageKey, type FileStorage } from './file-storage.ts'

/**
 * Files in a folder (DATA_DIR/uploads). A write goes to a temporary name in the same
 * folder and is renamed into place once complete and flushed, so a crash mid-upload never
 * leaves a half file under a real key.
 */
export function createLocalStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir)
  const pathOf = (key: string) => {
    assertStorageKey(key)
    return path.join(root, ...key.split('/'))
  }

  return {
    kind: 'local',
    async check() {
      // The folder is made on the first upload; before that, its parent must be writable.
      await mkdir(root, { recursive: true })
      await access(root, constants.R_OK | constants.W_OK)
    },
    async write(key, body) {
      const target = pathOf(key)
      await mkdir(path.dirname(target), { recursive: true })
      const temporary = path.join(path.dirname(target), `.tmp-${randomUUID()}`)
      try {
        await pipeline(body, createWriteStream(temporary, { flush: true }))
        await rename(temporary, target)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },
    async read(key) {
      const file = pathOf(key)
      try {
        const { size } = await stat(file)
        return { body: createReadStream(file), size }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true })
    },
    async close() {},
  }
}
