import type { FastifyServerOptions } from 'fastify'
import type { Config } from './config.ts'

// Never log secrets (D22): credentials, tokens, cookies and payment data are masked
// wherever they appear in a logged object.
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.token',
  '*.cookie',
  '*.authorization',
  '*.payment_data',
  '*.paymentData',
  '*.card',
  '*.cardNumber',
  '*.cvv',
]

/**
 * Tokens also travel in URLs (verification, reset, quote, guardian-consent and tutor
 * invitation links, their pages and their API calls); mask them in logged URLs.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|code|state)=)[^&#]*/gi, '$1[REDACTED]')
    .replace(
      /(\/(?:verify-email|download|reset-password|quotes|guardian-consent|tutor-invitations?)\/)[^/?#]+/gi,
      '$1[REDACTED]',
    )
}

// An error's own fields that hold row data rather than a description of the failure: the
// failing query's bound parameters (drizzle's DrizzleQueryError and PGlite's errors carry
// `params`; other drivers name them `parameters`, `values` or `bindings`) and the driver's
// `detail` ("Key (email)=(…) already exists", "Failing row contains (…)"). A password hash,
// a token, an email or a name must never reach the log through a 500 (D22).
const ERROR_DATA_KEYS = new Set([
  'params',
  'parameters',
  'values',
  'bindings',
  'detail',
  'queryOptions',
])
const REDACTED = '[REDACTED]'

type ErrorLike = Record<string, unknown> & { message: string }
interface SerializedError {
  type: string
  message: string
  stack: string
  [key: string]: unknown
}
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { message?: unknown }).message === 'string'

/** Values a driver echoes into a message: drizzle appends `params: …`, PostgreSQL quotes bad input. */
function scrubMessage(message: string): string {
  return message
    .replace(/\nparams: [\s\S]*$/, `\nparams: ${REDACTED}`)
    .replace(
      /(invalid input (?:syntax|value) for (?:type |enum )?[^:\n]*: )"[^\n]*"/g,
      `$1"${REDACTED}"`,
    )
}

/** The stack with its first line (name and the original message) rewritten. */
function scrubStack(error: ErrorLike, message: string): string {
  const name = typeof error.name === 'string' ? error.name : 'Error'
  if (typeof error.stack !== 'string') return `${name}: ${message}`
  const start = error.message ? error.stack.indexOf(error.message) : -1
  let frames = start === -1 ? '' : error.stack.slice(start + error.message.length)
  if (!frames.startsWith('\n')) {
    const firstFrame = error.stack.search(/\n\s+at /)
    frames = firstFrame === -1 ? '' : error.stack.slice(firstFrame)
  }
  return `${name}: ${message}${frames}`
}

/**
 * pino's `err` serializer, made safe for errors that carry data: at every level of the
 * `cause` chain (and in an AggregateError's `errors`) the data fields above are dropped and
 * the values echoed in messages and stacks are masked. Each cause is logged as a nested
 * `cause` object, so what failed where stays readable.
 */
export function serializeError(value: Error): SerializedError
export function serializeError(value: unknown, seen?: Set<unknown>): unknown
export function serializeError(value: unknown, seen = new Set<unknown>()): unknown {
  if (!isErrorLike(value)) return value
  if (seen.has(value)) return { message: '[Circular]' }
  seen.add(value)
  try {
    return serializeFields(value, seen)
  } finally {
    seen.delete(value)
  }
}

function serializeFields(value: ErrorLike, seen: Set<unknown>): SerializedError {
  const message = scrubMessage(value.message)
  const constructorName = (value as { constructor?: { name?: unknown } }).constructor?.name
  const out: SerializedError = {
    type: typeof constructorName === 'string' ? constructorName : String(value.name),
    message,
    stack: scrubStack(value, message),
  }
  for (const key in value) {
    if (key === 'message' || key === 'stack' || key === 'cause' || ERROR_DATA_KEYS.has(key)) {
      continue
    }
    const field = value[key]
    out[key] = Array.isArray(field)
      ? field.map((item) => (isErrorLike(item) ? serializeError(item, seen) : item))
      : serializeError(field, seen)
  }
  if (value.cause !== undefined) out.cause = serializeError(value.cause, seen)
  return out
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[REDACTED]' },
    hooks: {
      // Given an error and no message, pino writes the error's raw message as the line's
      // `msg`; give it the masked one instead.
      logMethod(args, method) {
        const [first] = args as unknown[]
        if (args.length === 1 && typeof first === 'object' && first !== null) {
          const error = isErrorLike(first) ? first : (first as { err?: unknown }).err
          if (isErrorLike(error) && !('msg' in first)) {
            method.call(this, first, scrubMessage(error.message))
            return
          }
        }
        method.apply(this, args)
      },
    },
    serializers: {
      err: (error: Error) => serializeError(error),
      req(request: { id: string; method: string; url: string; ip?: string }) {
        return {
          id: request.id,
          method: request.method,
          url: redactUrl(request.url),
          ip: request.ip,
        }
      },
    },
  }
}
