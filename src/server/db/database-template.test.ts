import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lastMigrationTag, templateForEmptyFolder } from './database-template.ts'

// The embedded database made at build time is only for an empty folder and this code's
// migrations (issue 23); anything else is created and migrated as before.

let work: string
let files: { archive: string; manifest: string }
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'template-'))
  files = { archive: path.join(work, 't.tar.gz'), manifest: path.join(work, 't.json') }
  await writeFile(files.archive, 'tarball')
})
afterAll(async () => rm(work, { recursive: true, force: true }))

const manifestFor = (tag: string | null) =>
  writeFile(files.manifest, JSON.stringify({ migration_tag: tag }))

describe('templateForEmptyFolder', () => {
  it('gives the template to an empty folder when it has this code’s migrations', async () => {
    await manifestFor(await lastMigrationTag())
    const template = await templateForEmptyFolder(path.join(work, 'new-db'), files)
    expect(await template?.text()).toBe('tarball')
  })

  it('not to a folder that holds a database', async () => {
    const dir = path.join(work, 'db')
    await rm(dir, { recursive: true, force: true })
    await mkdir(dir)
    await writeFile(path.join(dir, 'PG_VERSION'), '18')
    expect(await templateForEmptyFolder(dir, files)).toBeUndefined()
  })

  it('not when it was built for other migrations, nor when the build made none', async () => {
    await manifestFor('0003_older')
    expect(await templateForEmptyFolder(path.join(work, 'new-db'), files)).toBeUndefined()
    await rm(files.manifest)
    expect(await templateForEmptyFolder(path.join(work, 'new-db'), files)).toBeUndefined()
  })
})
