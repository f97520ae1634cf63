import { createHash } from 'node:crypto'
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { queryRows, type Runner } from '../../db/query-rows.ts'
import { productTables, type ProductTable } from './schema-tables.ts'

/** drizzle's own record of the applied migrations, dumped beside the product tables. */
export const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations'

export interface TableDump {
  /** One `row_to_json` text per row, in primary-key order. */
  lines: string[]
  sha256: string
}

export interface DatabaseDump {
  tables: Map<string, TableDump>
  migrationLevel: number
  /** The `created_at` (the journal's `when`) of the last applied migration, or null. */
  lastMigrationAt: number | null
}

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

/** The NDJSON text of a table's lines, as stored in the archive. */
export const ndjson = (lines: string[]) => lines.map((line) => `${line}\n`).join('')

function orderBy(table: ProductTable): SQL {
  if (table.primaryKey.length === 0) return sql`line collate "C"`
  // Text keys sort by bytes, so PGlite and a PostgreSQL server of another locale agree.
  return sql.join(
    table.primaryKey.map((column) =>
      column.text
        ? sql`t.${sql.identifier(column.name)} collate "C"`
        : sql`t.${sql.identifier(column.name)}`,
    ),
    sql`, `,
  )
}

async function dumpTable(runner: Runner, from: SQLWrapper, order: SQL): Promise<TableDump> {
  const rows = await queryRows<{ line: string }>(
    runner,
    sql`select row_to_json(t)::text as line from ${from} t order by ${order}`,
  )
  const lines = rows.map((row) => row.line)
  return { lines, sha256: sha256(ndjson(lines)) }
}

/**
 * Every product table and drizzle's migration record, read in one repeatable-read,
 * read-only transaction: one consistent snapshot while the server keeps writing. Dates are
 * rendered in UTC, so the same rows give the same text on PGlite and on PostgreSQL.
 */
export async function dumpDatabase(
  db: Db,
  tables: () => ProductTable[] | Promise<ProductTable[]> = productTables,
): Promise<DatabaseDump> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local timezone to 'UTC'`)
      await tx.execute(sql`set local datestyle to 'ISO, YMD'`)
      await tx.execute(sql`set local intervalstyle to 'postgres'`)
      await tx.execute(sql`set local extra_float_digits to 1`)
      const dumps = new Map<string, TableDump>()
      const [{ present } = { present: false }] = await queryRows<{ present: boolean }>(
        tx,
        sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
      )
      const migrations = present
        ? await dumpTable(tx, sql`drizzle.__drizzle_migrations`, sql`t.id`)
        : { lines: [], sha256: sha256('') }
      for (const table of await tables()) {
        dumps.set(table.name, await dumpTable(tx, sql.identifier(table.name), orderBy(table)))
      }
      dumps.set(MIGRATIONS_TABLE, migrations)
      const last = migrations.lines.at(-1)
      return {
        tables: dumps,
        migrationLevel: migrations.lines.length,
        lastMigrationAt: last
          ? Number((JSON.parse(last) as { created_at: unknown }).created_at)
          : null,
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}
