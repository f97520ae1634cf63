// Part of `npm run build`: the embedded database a first start loads instead of creating
// and migrating one (src/server/db/database-template.ts; issue 23).
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { x as extract } from 'tar'
import { openDatabase } from '../src/server/db/client.ts'
import {
  lastMigrationTag,
  templateFiles,
  unpackedExtensionsFolder,
  type TemplateManifest,
} from '../src/server/db/database-template.ts'
import { migrateDatabase } from '../src/server/db/migrate.ts'
import { seedReferenceData } from '../src/server/db/seed.ts'
import { unpackExtensions } from '../src/server/db/unpack-extensions.ts'

const files = templateFiles()
const database = await openDatabase({ kind: 'pglite-memory' })
try {
  // Each extension's bundle, unpacked for the server's starts (pglite-extensions.ts).
  const unpacked = unpackedExtensionsFolder()
  await unpackExtensions(unpacked, database.pglite!)
  await migrateDatabase(database)
  // Reference data only: demo tutors are the start's to add (SEED_DEMO).
  await seedReferenceData(database.db, { demo: false })
  // PostgreSQL's template databases, kept for CREATE DATABASE, are half the folder's 1,200
  // files, and a first start's copy waits on the disk per file (0.5 s of 1 s on a slow one).
  // The server uses the `postgres` database only and never creates another: they go.
  for (const name of ['template0', 'template1']) {
    await database.pglite!.exec(
      `ALTER DATABASE ${name} WITH IS_TEMPLATE false ALLOW_CONNECTIONS true`,
    )
    await database.pglite!.exec(`DROP DATABASE ${name}`)
  }
  await database.checkpoint()
  const archive = await database.pglite!.dumpDataDir('none')
  // The data folder as PGlite keeps it on disk, ready to copy.
  const partial = `${files.folder}.partial`
  await rm(partial, { recursive: true, force: true })
  await mkdir(partial, { recursive: true })
  await writeFile(`${partial}.tar`, Buffer.from(await archive.arrayBuffer()))
  await extract({ file: `${partial}.tar`, cwd: partial })
  await rm(`${partial}.tar`)
  await rm(files.folder, { recursive: true, force: true })
  await rename(partial, files.folder)
  const manifest: TemplateManifest = { migration_tag: (await lastMigrationTag())! }
  await writeFile(files.manifest, `${JSON.stringify(manifest)}\n`)
  console.log(`database template built: ${path.relative(process.cwd(), files.folder)}`)
  console.log(`extensions unpacked: ${path.relative(process.cwd(), unpacked)}`)
} finally {
  await database.close()
}
