import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { installTemplateIfEmpty, lastMigrationTag } from './database-template.ts'

// The embedded database made at build time is only for an empty folder and this code's
// migrations (issue 23); anything else is created and migrated as before.

let work: string
let files: { folder: string; manifest: string }
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'template-'))
  files = { folder: path.join(work, 'template'), manifest: path.join(work, 't.json') }
  await mkdir(path.join(files.folder, 'base'), { recursive: true })
  await writeFile(path.join(files.folder, 'PG_VERSION'), '18')
  await writeFile(path.join(files.folder, 'base', 'table'), 'rows')
  // A data folder's shape: files deep down, and folders PostgreSQL needs though empty.
  await mkdir(path.join(files.folder, 'base', '1'), { recursive: true })
  for (let file = 0; file < 40; file++) {
    await writeFile(path.join(files.folder, 'base', '1', String(2600 + file)), `page ${file}`)
  }
  await mkdir(path.join(files.folder, 'pg_dynshmem'))
  await mkdir(path.join(files.folder, 'pg_logical', 'snapshots'), { recursive: true })
})

/** Every path under `dir` with the contents of its files ('/' for a folder). */
async function tree(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const listed = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name)
      const content = entry.isDirectory() ? '/' : await readFile(full, 'utf8')
      return [path.relative(dir, full), content] as const
    }),
  )
  return Object.fromEntries(listed.sort(([a], [b]) => a.localeCompare(b)))
}
afterAll(async () => rm(work, { recursive: true, force: true }))

const manifestFor = (tag: string | null) =>
  writeFile(files.manifest, JSON.stringify({ migration_tag: tag }))

describe('installTemplateIfEmpty', () => {
  it('copies the template into an empty folder when it has this code’s migrations', async () => {
    await manifestFor(await lastMigrationTag())
    const dir = path.join(work, 'data', 'db')
    // What a first start cut off before the copy may leave: no database.
    await mkdir(dir, { recursive: true })
    await writeFile(path.join(dir, 'stray'), '')
    expect(await installTemplateIfEmpty(dir, files)).toBe(true)
    expect(await readFile(path.join(dir, 'base', 'table'), 'utf8')).toBe('rows')
    expect(await tree(dir)).toEqual(await tree(files.folder))
    expect(existsSync(path.join(dir, 'stray'))).toBe(false)
    expect(existsSync(`${dir}.template-${process.pid}`)).toBe(false)
  })

  it('not into a folder that holds a database', async () => {
    const dir = path.join(work, 'db')
    await rm(dir, { recursive: true, force: true })
    await mkdir(dir)
    await writeFile(path.join(dir, 'PG_VERSION'), '18')
    expect(await installTemplateIfEmpty(dir, files)).toBe(false)
    expect(existsSync(path.join(dir, 'base'))).toBe(false)
  })

  it('not when it was built for other migrations, nor when the build made none', async () => {
    await manifestFor('0003_older')
    expect(await installTemplateIfEmpty(path.join(work, 'new-db'), files)).toBe(false)
    await rm(files.manifest)
    expect(await installTemplateIfEmpty(path.join(work, 'new-db'), files)).toBe(false)
    expect(existsSync(path.join(work, 'new-db'))).toBe(false)
  })
})
