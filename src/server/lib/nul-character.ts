import { apiMessages } from '#shared/messages.ts'
import { Invalid } from './errors.ts'

const NUL = '\u0000'

/**
 * True when a string anywhere in `value` — a parsed body, query or path parameters, keys
 * included — holds U+0000, which PostgreSQL's text cannot store. Walks plain objects and
 * arrays without recursion, so no nesting depth overflows the stack; anything else (a
 * Buffer, a stream) is not text and is left alone.
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (item.includes(NUL)) return true
    } else if (Array.isArray(item)) {
      for (const entry of item) pending.push(entry)
    } else if (isPlainObject(item)) {
      for (const [key, entry] of Object.entries(item)) {
        if (key.includes(NUL)) return true
        pending.push(entry)
      }
    }
  }
  return false
}

/** Refuses the request (400) when any of `values` holds a NUL character (decision 003). */
export function refuseNul(...values: unknown[]): void {
  if (values.some(holdsNul)) throw new Invalid(apiMessages.nulCharacter)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  // JSON.parse makes plain objects; Fastify's query and params parsers, objects whose
  // prototype is itself prototype-less. A class instance (a Buffer) has a longer chain.
  return prototype === null || Object.getPrototypeOf(prototype) === null
}
