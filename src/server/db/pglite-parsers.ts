import { types, type ParserOptions, type PGlite } from '@electric-sql/pglite'

/**
 * The types drizzle's driver asks every query to keep as PostgreSQL wrote them (timestamps,
 * dates, intervals and their arrays). PGlite copies its whole table of parsers (300 types)
 * for each query that names parsers of its own: a tenth of a millisecond, several times a
 * booking (issue 23). So the embedded database keeps these as text for every query, and only
 * a query that asks for something else names parsers.
 */
export const KEPT_AS_TEXT: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]
const ELEMENT_OF: Record<number, number> = {
  1115: types.TIMESTAMP,
  1182: types.DATE,
  1185: types.TIMESTAMPTZ,
  1187: types.INTERVAL,
  1231: types.NUMERIC,
}
const asWritten = (value: string) => value

/** What a query must name to read `asText` as text and every other type as PGlite does. */
export type ParsersFor = (asText?: readonly number[]) => ParserOptions | undefined

/** Makes `db` keep KEPT_AS_TEXT as text; answers the parsers each query must then name. */
export function keepAsTextByDefault(db: PGlite): ParsersFor {
  const before = { ...db.parsers }
  const defaults: ParserOptions = {}
  for (const oid of KEPT_AS_TEXT) {
    const elementOid = ELEMENT_OF[oid]
    // An array's own parser reads its elements with the table's parser, text from now on:
    // its default reads them with the element's default.
    defaults[oid] =
      elementOid === undefined
        ? before[oid]!
        : (value: string, typeId = oid) =>
            types.arrayParser(value, before[elementOid]!, typeId) as unknown
    db.parsers[oid] = asWritten
  }
  const kept = new Set(KEPT_AS_TEXT)
  return (asText = []) => {
    const wanted = new Set(asText)
    if (wanted.size === kept.size && asText.every((oid) => kept.has(oid))) return undefined
    const parsers: ParserOptions = {}
    for (const oid of KEPT_AS_TEXT) if (!wanted.has(oid)) parsers[oid] = defaults[oid]!
    for (const oid of asText) parsers[oid] = asWritten
    return parsers
  }
}
