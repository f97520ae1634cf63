import { NotFound } from './errors.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A record id from a path. A malformed one names no record, so it is answered like any
 * missing record — 404 with `notFoundMessage` — rather than as a validation error.
 */
export function recordId(value: string, notFoundMessage: string): string {
  if (!UUID.test(value)) throw new NotFound(notFoundMessage)
  return value.toLowerCase()
}
