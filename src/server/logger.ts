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

/** Tokens also travel in URLs (verification and reset links); mask them in logged URLs. */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|code|state)=)[^&#]*/gi, '$1[REDACTED]')
    .replace(/(\/(?:verify-email|download|reset-password)\/)[^/?#]+/gi, '$1[REDACTED]')
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[REDACTED]' },
    serializers: {
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
