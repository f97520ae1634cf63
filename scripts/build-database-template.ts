// Part of `npm run build`: the embedded database a first start loads instead of creating
// and migrating one (src/server/db/database-template.ts; issue 23).
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { openDatabase } from '../src/server/db/client.ts'
import {
  lastMigrationTag,
  templateFiles,
  type TemplateManifest,
} from '../src/server/db/database-template.ts'
import { migrateDatabase } from '../src/server/db/migrate.ts'
import { seedReferenceData } from '../src/server/db/seed.ts'

const files = templateFiles()
const database = await openDatabase({ kind: 'pglite-memory' })
try {
  await migrateDatabase(database)
  // Reference data only: demo tutors are the start's to add (SEED_DEMO).
  await seedReferenceData(database.db, { demo: false })
  await database.checkpoint()
  const archive = await database.pglite!.dumpDataDir('gzip')
  await mkdir(path.dirname(files.archive), { recursive: true })
  await writeFile(`${files.archive}.partial`, Buffer.from(await archive.arrayBuffer()))
  await rename(`${files.archive}.partial`, files.archive)
  const manifest: TemplateManifest = { migration_tag: (await lastMigrationTag())! }
  await writeFile(files.manifest, `${JSON.stringify(manifest)}\n`)
  console.log(`database template built: ${path.relative(process.cwd(), files.archive)}`)
} finally {
  await database.close()
}
