import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { create as createTar, extract as extractTar } from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { queryRows } from '#server/db/query-rows.ts'
import { readJournal } from '#server/db/migrate.ts'
import { MIGRATIONS_TABLE } from './dump.ts'
import { productTables } from './schema-tables.ts'
import { createBackup } from './create-backup.ts'
import { manifestChecksum, type BackupManifest } from './manifest.ts'
import { restoreBackup, RestoreRefused, type RestoreSummary } from './restore-backup.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { multipart } from '#tests/support/multipart.ts'
import { samplePdf } from '#tests/support/sample-files.ts'
import { createStudent } from '#tests/support/students.ts'
import { openEmptyDatabase, type TestDatabaseKind } from '#tests/support/test-database.ts'
import { todayInSast } from '#shared/sast.ts'

// The restore drill (issue 28): data made through the API, a backup taken while writes go
// on, restored into an empty database of the same kind and of the other, and checked by
// signing in and downloading a file on an app built over the restored database.

const kind = (process.env.TEST_DB ?? 'pglite') as TestDatabaseKind
const otherKind: TestDatabaseKind | null =
  kind === 'postgres' ? 'pglite' : process.env.TEST_DATABASE_URL ? 'postgres' : null

const PASSWORD = 'Maths2026!'
const STUDENT_EMAIL = 'restored.student@example.com'
const pdf = samplePdf('Restored algebra notes')

let t: TestApp
let work: string
let archive: string
let manifest: BackupManifest
let backupSeconds: number
let libraryFileId: string
/** Rows committed before the backup began, by table: every one must be in the archive. */
let before: Record<string, number>

const countRows = async (database: Database, table: string) => {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  )
  return row!.n
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'backup-drill-'))
  t = await createTestApp()
  const registered = await t.post('/api/auth/register', {
    name: 'Lerato Mokoena',
    email: STUDENT_EMAIL,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phone_number: '082 555 0101',
    student_category: 'university',
    student_level: 'First Year',
  })
  expect(registered.statusCode, registered.body).toBe(201)
  const uploader = await createStudent(t)
  const body = await multipart(
    { category: 'Study Guides', description: 'Grade 12 algebra' },
    { name: 'Algebra notes.pdf', content: pdf, type: 'application/pdf' },
  )
  const uploaded = await t.request({
    method: 'POST',
    url: '/api/library/upload',
    payload: body.payload,
    headers: { ...body.headers, cookie: uploader.cookie },
  })
  expect(uploaded.statusCode, uploaded.body).toBe(201)
  libraryFileId = uploaded.json().id
  const moduleId = (await t.request({ method: 'GET', url: '/api/mathematics-modules' })).json()[0]
    .id as number
  const students = await Promise.all(Array.from({ length: 10 }, () => createStudent(t)))
  const book = (cookie: string, hour: number) =>
    t.request({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie },
      payload: {
        session_type: 'one_to_one',
        mathematics_module_id: moduleId,
        package_type: '1_hour',
        preferred_date: todayInSast(new Date(Date.now() + 5 * 86_400_000)),
        preferred_time: `${String(8 + hour).padStart(2, '0')}:00`,
        payment_method: 'bank_transfer',
        meeting_aim: 'Algebra revision',
      },
    })
  expect((await book(students[0]!.cookie, 0)).statusCode).toBe(201)
  const contact = await t.post('/api/contact-messages', {
    name: 'Sipho Dlamini',
    email: 'sipho@example.com',
    phone: '+27 71 234 5678',
    subject: 'Tutoring for my son in Grade 10',
    message: 'He struggles with functions and graphs.',
    meeting_type: 'face_to_face',
    preferred_date: todayInSast(new Date(Date.now() + 7 * 86_400_000)),
    preferred_time: '10:00',
  })
  expect(contact.statusCode, contact.body).toBe(201)

  before = {}
  for (const table of productTables()) before[table.name] = await countRows(t.database, table.name)

  // Twenty writes under way while the backup reads its snapshot.
  archive = path.join(work, 'out', 'backup.tar.gz')
  const writes = [
    ...students.slice(1).map((student, i) => book(student.cookie, i + 1)),
    ...Array.from({ length: 11 }, (_, i) =>
      t.post('/api/newsletter/subscribe', { email: `reader-${i}@example.com` }),
    ),
  ]
  const started = performance.now()
  manifest = await createBackup(t.database, {
    uploadsDir: t.config.uploadsDir,
    outFile: archive,
    productVersion: '0.1.0',
  })
  backupSeconds = (performance.now() - started) / 1000
  for (const res of await Promise.all(writes)) expect(res.statusCode, res.body).toBeLessThan(300)
})

afterAll(async () => {
  await t?.close()
  await rm(work, { recursive: true, force: true })
})

/** Restores the drill's archive into an empty database of `target`, checks it, closes it. */
async function drill(target: TestDatabaseKind) {
  const database = await openEmptyDatabase(target)
  const dataDir = await mkdtemp(path.join(work, 'data-'))
  try {
    const summary = await restoreBackup(database, {
      archive,
      uploadsDir: path.join(dataDir, 'uploads'),
      force: false,
    })
    checkSummary(summary)
    for (const table of productTables()) {
      expect(await countRows(database, table.name), table.name).toBe(
        manifest.tables[table.name]!.rows,
      )
    }
    const restored = await createTestApp({ DATA_DIR: dataDir }, { database })
    try {
      const login = await restored.post('/api/auth/login', {
        email: STUDENT_EMAIL,
        password: PASSWORD,
      })
      expect(login.statusCode, login.body).toBe(200)
      const download = await restored.request({
        method: 'GET',
        url: `/api/library/download/${libraryFileId}`,
      })
      expect(download.statusCode).toBe(200)
      expect(download.rawPayload.equals(pdf)).toBe(true)
    } finally {
      await restored.close()
    }
    console.info(
      `Restore drill ${kind} → ${target}: ${summary.rows} rows, ${summary.files} files; backup ${backupSeconds.toFixed(1)} s, restore ${summary.seconds.toFixed(1)} s`,
    )
    return database
  } catch (error) {
    await database.close()
    throw error
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

function checkSummary(summary: RestoreSummary) {
  expect(summary.verified).toBe(true)
  expect(summary.files).toBe(manifest.files.length)
  expect(summary.rows).toBe(
    Object.entries(manifest.tables)
      .filter(([name]) => name !== MIGRATIONS_TABLE)
      .reduce((sum, [, table]) => sum + table.rows, 0),
  )
}

/** The archive unpacked, changed by `edit`, and packed again. */
async function repacked(edit: (dir: string) => Promise<void>): Promise<string> {
  const dir = await mkdtemp(path.join(work, 'repack-'))
  await extractTar({ file: archive, cwd: dir })
  await edit(dir)
  const file = `${dir}.tar.gz`
  await createTar({ gzip: true, file, cwd: dir }, ['manifest.json', 'database', 'files'])
  return file
}

describe(`backup and restore (${kind})`, () => {
  it('writes a private archive of every table and file, with nothing committed before it missing', async () => {
    expect((await stat(archive)).mode & 0o777).toBe(0o600)
    const journal = await readJournal()
    expect(manifest).toMatchObject({
      format: 1,
      database_kind: kind,
      migration_level: journal.length,
      migration_tag: journal.at(-1)!.tag,
    })
    expect(Object.keys(manifest.tables).sort()).toEqual(
      [...productTables().map((table) => table.name), MIGRATIONS_TABLE].sort(),
    )
    for (const [table, rows] of Object.entries(before)) {
      expect(manifest.tables[table]!.rows, table).toBeGreaterThanOrEqual(rows)
    }
    expect(manifest.files.map((file) => path.basename(file.path))).toHaveLength(1)
    expect(manifest.files[0]!.size).toBe(pdf.length)
    expect(manifest.checksum).toBe(manifestChecksum(manifest))
  })

  it('restores into an empty database of the same kind; a non-empty one only with --force', async () => {
    const database = await drill(kind)
    try {
      const again = { archive, uploadsDir: null, force: false }
      await expect(restoreBackup(database, again)).rejects.toThrow(
        /not empty \(\d+ applied migrations, .*users: \d+ rows/,
      )
      const said: string[] = []
      const summary = await restoreBackup(database, {
        ...again,
        force: true,
        log: (line) => said.push(line),
      })
      expect(said.join('\n')).toMatch(/^Replacing \d+ applied migrations, .*users: \d+ rows/)
      expect(summary.replaced!.tables.length).toBeGreaterThan(5)
      checkSummary({ ...summary, files: manifest.files.length })
    } finally {
      await database.close()
    }
  })

  it.skipIf(!otherKind)(`restores across into ${otherKind ?? 'the other database'}`, async () => {
    const database = await drill(otherKind!)
    await database.close()
  })

  it('refuses a tampered archive', async () => {
    const tampered = await repacked(async (dir) => {
      const file = path.join(dir, 'database/users.ndjson')
      const text = await readFile(file, 'utf8')
      await writeFile(file, text.replace('Lerato Mokoena', 'Lerato Mokoenb'))
    })
    const error = await restoreBackup(t.database, {
      archive: tampered,
      uploadsDir: null,
      force: true,
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RestoreRefused)
    expect((error as Error).message).toBe(
      'The archive fails its checksum (database/users.ndjson): it is damaged or was altered.',
    )
  })

  it('refuses an archive made by newer code', async () => {
    const newer = await repacked(async (dir) => {
      const file = path.join(dir, 'manifest.json')
      const claimed = JSON.parse(await readFile(file, 'utf8')) as BackupManifest
      claimed.migration_level += 1
      claimed.migration_tag = '9999_from_the_future'
      await writeFile(file, JSON.stringify(claimed))
    })
    await expect(
      restoreBackup(t.database, { archive: newer, uploadsDir: null, force: true }),
    ).rejects.toThrow(/made by newer code \(migration level \d+, 9999_from_the_future/)
  })
})
