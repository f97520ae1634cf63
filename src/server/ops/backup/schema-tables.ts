import { is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import * as schema from '../../db/schema.ts'

/** One product table as the backup sees it: its name, sort key and the tables it needs. */
export interface ProductTable {
  name: string
  /** Primary key columns, in order; empty when the table has none. */
  primaryKey: { name: string; text: boolean }[]
  /** Tables this one references by a foreign key (itself left out). */
  references: string[]
  /** Whether a row may reference another row of the same table. */
  selfReferencing: boolean
}

/**
 * Tables that record this installation rather than the business: a backup leaves them out
 * and a restore leaves the target's own (empty after the migrations) alone.
 */
export const installationTables: ReadonlySet<string> = new Set(['backup_runs'])

export const isTextType = (sqlType: string) => /^(text|varchar|character|char)/i.test(sqlType)

/** Every table of src/server/db/schema.ts, parents before children (foreign-key order). */
export function productTables(): ProductTable[] {
  const tables = (Object.values(schema) as unknown[]).filter(
    (value): value is PgTable =>
      is(value, PgTable) && !installationTables.has(getTableConfig(value).name),
  )
  const described = tables.map((table): ProductTable => {
    const config = getTableConfig(table)
    const composite = config.primaryKeys[0]?.columns
    // A composite key's columns are stand-ins: look up the table's own by name.
    const keyColumns = composite
      ? composite.map((key) => config.columns.find((column) => column.name === key.name)!)
      : config.columns.filter((column) => column.primary)
    const referenced = config.foreignKeys.map(
      (key) => getTableConfig(key.reference().foreignTable).name,
    )
    return {
      name: config.name,
      primaryKey: keyColumns.map((column) => ({
        name: column.name,
        text: isTextType(column.getSQLType()),
      })),
      references: [...new Set(referenced.filter((name) => name !== config.name))].sort(),
      selfReferencing: referenced.includes(config.name),
    }
  })
  return foreignKeyOrder(described)
}

/** Kahn's algorithm, ties broken by name so the order is the same on every run. */
export function foreignKeyOrder(tables: ProductTable[]): ProductTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]))
  const placed = new Set<string>()
  const ordered: ProductTable[] = []
  const names = [...byName.keys()].sort()
  while (ordered.length < tables.length) {
    const next = names.find(
      (name) =>
        !placed.has(name) &&
        byName.get(name)!.references.every((parent) => placed.has(parent) || !byName.has(parent)),
    )
    if (!next) {
      const left = names.filter((name) => !placed.has(name))
      throw new Error(`Foreign keys form a cycle among the tables ${left.join(', ')}`)
    }
    placed.add(next)
    ordered.push(byName.get(next)!)
  }
  return ordered
}
