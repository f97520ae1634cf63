import { ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { allReferencePrefixes, referencesIn } from '#shared/references.ts'
import { containsPattern } from './like-pattern.ts'

/**
 * A back-office search `q` matching a record's short reference (decision 021): a reference
 * as a person reads it out or a statement writes it (`bk 2xfh z5e8`) finds its record, and
 * a part of one (`2XFH`) is searched as text.
 */
export function matchesReference(q: string, column: AnyPgColumn): SQL {
  const partial = ilike(column, containsPattern(q))
  const named = referencesIn(q, allReferencePrefixes)
  return named.length > 0 ? or(partial, inArray(column, named))! : partial
}
