import { sql } from 'drizzle-orm'
import { check, text, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { ReferencePrefix } from '#shared/references.ts'
import { newReference } from '../../lib/reference.ts'

/**
 * The short reference a person is given for the record (decision 021), e.g. `SB-2XFHZ5E8`:
 * written by the server on every insert that does not bring its own, unique in its table
 * (and so everywhere, the prefix naming the table).
 */
export const referenceColumn = (prefix: ReferencePrefix) =>
  text('reference')
    .notNull()
    .unique()
    .$defaultFn(() => newReference(prefix))

/**
 * A paid record's bank-transfer reference (D15) is its reference, never a second code: the
 * database refuses a row where they differ.
 */
export const paymentReferenceIsReference = (
  name: string,
  table: { reference: AnyPgColumn; paymentReference: AnyPgColumn },
) =>
  check(
    name,
    sql`${table.paymentReference} is null or ${table.paymentReference} = ${table.reference}`,
  )
