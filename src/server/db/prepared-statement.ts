import { is, Param, Placeholder, SQL, sql, type Column, type Query } from 'drizzle-orm'
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core'
import type { Db } from './client.ts'

// Issue 23: on the hottest write (a booking) drizzle spent more time building each
// statement's SQL than the driver spent sending it — a 40-column insert is hundreds of
// chunks, each tested against every kind of chunk. A prepared statement is built by the same
// query builder once, with `sql.placeholder` for what varies, and each run only binds the
// values. It is named, so PostgreSQL parses and plans it once per connection as well. It
// runs on the database or on a transaction (the transaction's own connection), on either
// driver: only the SQL is kept, never a connection.

type Values = Record<string, unknown>
/** Only to read a raw statement's SQL: both drivers speak PostgreSQL's. */
const dialect = new PgDialect()

/** A drizzle query builder (select, insert, update, delete) whose SQL can be read. */
interface Buildable {
  toSQL(): Query
}

/** `sql.placeholder(key)` for each key: the values a prepared statement binds at each run. */
export function placeholders<const K extends string>(...keys: K[]): Record<K, Placeholder<K>> {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as Record<
    K,
    Placeholder<K>
  >
}

interface Compiled {
  text: string
  /** The placeholders' names. */
  names: Set<string>
  /** Each parameter of the statement, from the values of a run. */
  parameters: ((values: Values) => unknown)[]
}

function compile(query: Query): Compiled {
  const names = new Set<string>()
  const parameters = query.params.map((param): ((values: Values) => unknown) => {
    if (is(param, Param) && is(param.value, Placeholder)) {
      const { name } = param.value as Placeholder
      names.add(name)
      const encoder = param.encoder
      // As drizzle binds a value it was given: null stays NULL, the rest through the
      // column's encoding (JSON for jsonb, ISO text for a timestamp).
      return (values) => {
        const value = valueOf(values, name)
        return value === null ? null : encoder.mapToDriverValue(value)
      }
    }
    if (is(param, Placeholder)) {
      const { name } = param
      names.add(name)
      return (values) => valueOf(values, name)
    }
    return () => param
  })
  return { text: query.sql, names, parameters }
}

function valueOf(values: Values, name: string): unknown {
  if (!(name in values)) throw new Error(`no value for the placeholder "${name}"`)
  return values[name] ?? null
}

/**
 * A statement built once: `run(db or tx, values)` answers its rows, each column of
 * `columns` (in the order the statement returns them) read as drizzle reads it. `Row` is
 * what those columns make; it is the caller's word, as a raw query's row type is.
 */
export function preparedStatement<Row, V extends Values = Values>(
  name: string,
  columns: Record<string, Column>,
  build: (db: Db) => Buildable | SQL,
): (runner: Db, values: V) => Promise<Row[]> {
  const fields = Object.entries(columns)
  let compiled: Compiled | undefined
  const rowsOf = (rows: unknown[][]): Row[] =>
    rows.map((values) => {
      const row: Record<string, unknown> = {}
      for (let i = 0; i < fields.length; i++) {
        const [key, column] = fields[i]!
        const value = values[i]
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
      }
      return row as Row
    })
  return async (runner, values) => {
    if (!compiled) {
      const statement = build(runner)
      const built = compile(is(statement, SQL) ? dialect.sqlToQuery(statement) : statement.toSQL())
      // A value with no placeholder would be dropped without a word: refused, the first time.
      const unbound = Object.keys(values).filter((key) => !built.names.has(key))
      if (unbound.length > 0) throw new Error(`${name}: no placeholder for ${unbound.join(', ')}`)
      compiled = built
    }
    const parameters = compiled.parameters.map((parameter) => parameter(values))
    // Rows as arrays, so two columns of one name (a join's ids) stay apart.
    const query = runner._.session.prepareQuery<PreparedQueryConfig & { execute: Row[] }>(
      { sql: compiled.text, params: parameters },
      undefined,
      name,
      true,
      (rows) => rowsOf(rows as unknown[][]),
    )
    return query.execute()
  }
}
