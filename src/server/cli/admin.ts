import 'dotenv/config'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { runAdminCommand } from './admin-command.ts'

const config = loadConfig()
const database = await openDatabase(config.database)
try {
  await migrateDatabase(database)
  console.log(await runAdminCommand(database.db, process.argv.slice(2)))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await database.close()
}
