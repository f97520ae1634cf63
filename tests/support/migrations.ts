import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { migrationsFolder } from '#server/db/migrate.ts'

/**
 * A copy of the committed migrations up to, not including, `tag`: a test of a migration
 * migrates to it, stores data as the code before it did, then runs the rest. The caller
 * removes the folder.
 */
export async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'migrations-'))
  await cp(migrationsFolder(), dir, { recursive: true })
  const journalFile = path.join(dir, 'meta/_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[]
  }
  const at = journal.entries.findIndex((entry) => entry.tag === tag)
  if (at < 1) throw new Error(`No migration ${tag} after the first`)
  journal.entries = journal.entries.slice(0, at)
  await writeFile(journalFile, JSON.stringify(journal))
  return dir
}
