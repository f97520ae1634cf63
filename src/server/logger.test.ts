import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { REDACTED_PATHS, redactUrl } from './logger.ts'

describe('log redaction', () => {
  it('masks tokens in logged URLs', () => {
    expect(redactUrl('/api/verify-email/abc123?x=1')).toBe('/api/verify-email/[REDACTED]?x=1')
    expect(redactUrl('/newsletter/confirm?token=secret&a=b')).toBe(
      '/newsletter/confirm?token=[REDACTED]&a=b',
    )
    expect(redactUrl('/auth/callback?code=c0de&state=s7')).toBe(
      '/auth/callback?code=[REDACTED]&state=[REDACTED]',
    )
    expect(redactUrl('/api/health')).toBe('/api/health')
  })

  it('never writes passwords, tokens, cookies or payment data', () => {
    let output = ''
    const sink = new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk)
        done()
      },
    })
    const log = pino({ redact: { paths: REDACTED_PATHS, censor: '[REDACTED]' } }, sink)
    log.info({
      body: {
        password: 'hunter2!A',
        confirmPassword: 'hunter2!A',
        token: 'tok_123',
        payment_data: { card: '4111' },
      },
      req: { headers: { authorization: 'Bearer abc', cookie: 'session=xyz' } },
    })
    for (const secret of ['hunter2', 'tok_123', '4111', 'Bearer abc', 'session=xyz']) {
      expect(output).not.toContain(secret)
    }
  })
})
