import type { SQL } from 'drizzle-orm'

/** What runs raw SQL: a database, or a transaction in progress. */
export type Runner = { execute(query: SQL): Promise<unknown> }

/** The rows of a raw SQL query, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function queryRows<T>(runner: Runner, query: SQL): Promise<T[]> {
  return ((await runner.execute(query)) as { rows: T[] }).rows
}
