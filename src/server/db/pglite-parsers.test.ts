import { PGlite, type QueryOptions } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KEPT_AS_TEXT, keepAsTextByDefault, type ParsersFor } from './pglite-parsers.ts'

const QUERY = `select timestamptz '2026-12-02 10:00+02' as at, date '2026-12-02' as day,
  array[timestamptz '2026-12-02 10:00+02'] as ats, interval '1 hour' as span`

let db: PGlite
let parsersFor: ParsersFor
beforeAll(async () => {
  db = await PGlite.create()
  parsersFor = keepAsTextByDefault(db)
})
afterAll(async () => db.close())

const row = async (asText?: number[]) => {
  const parsers = parsersFor(asText)
  return (await db.query<Record<string, unknown>>(QUERY, [], parsers ? { parsers } : {})).rows[0]
}

describe('the embedded database keeping drizzle’s types as text', () => {
  it('keeps exactly the types drizzle’s driver asks every query to keep as text', async () => {
    let asked: QueryOptions | undefined
    const client = {
      query: async (_sql: string, _params: unknown[], options: QueryOptions) => {
        asked = options
        return { rows: [], fields: [], affectedRows: 0 }
      },
    }
    await drizzle(client as unknown as PGlite).execute(sql`select 1`)
    const oids = Object.keys(asked?.parsers ?? {}).map(Number)
    expect(oids.toSorted()).toEqual([...KEPT_AS_TEXT].toSorted())
    // A query that asks for just those names no parsers of its own: PGlite copies none.
    expect(parsersFor(oids)).toBeUndefined()
  })

  it('answers them as PostgreSQL wrote them when a query asks for drizzle’s set', async () => {
    expect(await row([...KEPT_AS_TEXT])).toEqual({
      at: '2026-12-02 08:00:00+00',
      day: '2026-12-02',
      ats: '{"2026-12-02 08:00:00+00"}',
      span: '01:00:00',
    })
  })

  it('reads every type as PGlite does for a query that names no parsers', async () => {
    const read = await row()
    expect(read?.at).toEqual(new Date('2026-12-02T08:00:00Z'))
    expect(read?.day).toEqual(new Date('2026-12-02T00:00:00Z'))
    expect(read?.ats).toEqual([new Date('2026-12-02T08:00:00Z')])
  })

  it('keeps as text only what a query names, and reads the rest as PGlite does', async () => {
    const read = await row([1184])
    expect(read?.at).toBe('2026-12-02 08:00:00+00')
    expect(read?.day).toEqual(new Date('2026-12-02T00:00:00Z'))
    // The array's elements are read with the element's default parser, not the text one.
    expect(read?.ats).toEqual([new Date('2026-12-02T08:00:00Z')])
  })
})
