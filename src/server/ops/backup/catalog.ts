import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { queryRows, type Runner } from '../../db/query-rows.ts'
import {
  foreignKeyOrder,
  installationTables,
  isTextType,
  type ProductTable,
} from './schema-tables.ts'

/**
 * The tables of the `public` schema as the database itself describes them (primary keys
 * and foreign keys from its catalog), parents first. A restore works from these, so an
 * archive made at an older migration level loads into the tables of that level.
 */
export async function catalogTables(db: Db): Promise<ProductTable[]> {
  const rows = await queryRows<{ name: string; primary_key: string; refs: string }>(
    db,
    sql`
      select c.relname as name,
        (select coalesce(json_agg(json_build_object('name', a.attname,
                  'type', format_type(a.atttypid, a.atttypmod)) order by k.ord), '[]'::json)::text
           from pg_index i
           cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
           join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
          where i.indrelid = c.oid and i.indisprimary) as primary_key,
        (select coalesce(json_agg(distinct p.relname), '[]'::json)::text
           from pg_constraint f join pg_class p on p.oid = f.confrelid
          where f.conrelid = c.oid and f.contype = 'f') as refs
      from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
      order by c.relname`,
  )
  return foreignKeyOrder(
    rows
      .filter((row) => !installationTables.has(row.name))
      .map((row) => {
        const references = JSON.parse(row.refs) as string[]
        const key = JSON.parse(row.primary_key) as { name: string; type: string }[]
        return {
          name: row.name,
          primaryKey: key.map((column) => ({ name: column.name, text: isTextType(column.type) })),
          references: references.filter((name) => name !== row.name).sort(),
          selfReferencing: references.includes(row.name),
        }
      }),
  )
}

export interface TargetContents {
  appliedMigrations: number
  /** Tables of `public` holding rows, with their counts. */
  tables: { name: string; rows: number }[]
}

export async function targetContents(db: Db): Promise<TargetContents> {
  const [marker] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )
  let appliedMigrations = 0
  if (marker?.present) {
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )
    appliedMigrations = count?.n ?? 0
  }
  const tables: TargetContents['tables'] = []
  for (const table of await catalogTables(db)) {
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table.name)}`,
    )
    if (count && count.n > 0) tables.push({ name: table.name, rows: count.n })
  }
  return { appliedMigrations, tables }
}

export const isEmpty = (contents: TargetContents) =>
  contents.appliedMigrations === 0 && contents.tables.length === 0

/** Drops everything of the product: its schema, drizzle's record, the extensions in them. */
export async function dropProductSchemas(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`)
  await db.execute(sql`drop schema if exists public cascade`)
  await db.execute(sql`create schema public`)
}

/** Every serial or identity column's sequence set past the largest value restored. */
export async function resetSequences(db: Runner): Promise<number> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
         where table_schema = 'public'
           and (column_default like 'nextval(%' or is_identity = 'YES')`,
  )
  for (const { table_name: table, column_name: column } of columns) {
    const quoted = `"${table.replaceAll('"', '""')}"`
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${quoted}, ${column}),
                        coalesce(max(${sql.identifier(column)}), 0) + 1, false)
            from ${sql.identifier(table)}`,
    )
  }
  return columns.length
}
