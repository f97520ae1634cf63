import { Writable } from 'node:stream'
import { DrizzleQueryError, sql } from 'drizzle-orm'
import pino, { type LoggerOptions } from 'pino'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '#tests/support/api-test-app.ts'
import { loadConfig } from './config.ts'
import { users } from './db/schema.ts'
import { loggerOptions, REDACTED_PATHS, redactUrl } from './logger.ts'

/** A logger built with the app's own options, writing into a string. */
function capturedLog(options = loggerOptions(loadConfig({})) as LoggerOptions) {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  // Tests run the app silent; these read what production writes.
  return { log: pino({ ...options, level: 'info' }, sink), output: () => lines.join('') }
}

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
    // A quote's link (issue 27): the page and its API.
    expect(redactUrl('/quotes/q7Tok3n')).toBe('/quotes/[REDACTED]')
    expect(redactUrl('/api/quotes/q7Tok3n/accept')).toBe('/api/quotes/[REDACTED]/accept')
    expect(redactUrl('/guardian-consent/g4rd')).toBe('/guardian-consent/[REDACTED]')
    expect(redactUrl('/api/guardian-consent/g4rd')).toBe('/api/guardian-consent/[REDACTED]')
    expect(redactUrl('/tutor-invitation/1nv')).toBe('/tutor-invitation/[REDACTED]')
    expect(redactUrl('/api/tutor-invitations/1nv/accept')).toBe(
      '/api/tutor-invitations/[REDACTED]/accept',
    )
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

describe('logged errors', () => {
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo'
  const params = ['thandi@example.com', hash, 'Thandi Mokoena', 'newsletter-token-123']

  it('drop the bound parameters and row data at every level of the cause chain', () => {
    const driverError = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        code: '23505',
        constraint: 'users_email_unique',
        detail: 'Key (email)=(thandi@example.com) already exists.',
        params,
      },
    )
    const queryError = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash", "name", "token") values ($1, $2, $3, $4)',
      params,
      driverError,
    )
    const wrapped = new Error('registration failed', {
      cause: new Error('could not store the account', { cause: queryError }),
    })
    const { log, output } = capturedLog()
    log.error({ err: wrapped }, 'request failed')
    log.error(queryError)

    for (const secret of ['thandi@example.com', hash, 'Thandi Mokoena', 'newsletter-token-123']) {
      expect(output()).not.toContain(secret)
    }
    const [first] = output().trim().split('\n')
    const entry = JSON.parse(first!) as { err: Record<string, unknown> }
    // What failed, and where, is still there.
    expect(entry.err).toMatchObject({
      type: 'Error',
      message: 'registration failed',
      cause: {
        message: 'could not store the account',
        cause: {
          type: 'DrizzleQueryError',
          query: expect.stringContaining('insert into "users"'),
          cause: { code: '23505', constraint: 'users_email_unique' },
        },
      },
    })
    expect(JSON.stringify(entry)).not.toContain('"params"')
    expect(JSON.stringify(entry)).not.toContain('"detail"')
    expect(String(entry.err.stack)).toMatch(/^Error: registration failed\n\s+at /)
  })

  it('mask a value the database quotes back in its message', () => {
    const { log, output } = capturedLog()
    log.error({
      err: new Error('invalid input syntax for type uuid: "thandi@example.com"'),
    })
    expect(output()).not.toContain('thandi@example.com')
    expect(output()).toContain('invalid input syntax for type uuid')
  })

  it('keep secrets out when real queries fail on the database', async () => {
    const t = await createTestApp()
    try {
      const db = t.database.db
      const account = { email: 'thandi@example.com', name: 'Thandi Mokoena', passwordHash: hash }
      await db.insert(users).values(account)
      const failureOf = (query: PromiseLike<unknown>) =>
        Promise.resolve(query).then(
          () => undefined,
          (error: unknown) => error,
        )
      const failures = await Promise.all(
        [
          // Unique violation: the driver's detail names the duplicate value.
          db.insert(users).values(account),
          // Not-null violation: the driver's detail lists the whole failing row.
          db.execute(
            sql`insert into users (email, name, password_hash) values (${'newsletter-token-123'}, null, ${hash})`,
          ),
          // Bad input: the database quotes the value back in its message.
          db.execute(sql`select ${'thandi@example.com'}::uuid`),
        ].map(failureOf),
      )
      expect(failures.every((error) => error instanceof Error)).toBe(true)

      const { log, output } = capturedLog(loggerOptions(t.config) as LoggerOptions)
      for (const error of failures) {
        log.error({ err: new Error('request failed', { cause: error }) }, 'request failed')
      }
      for (const secret of ['thandi@example.com', 'Thandi Mokoena', 'newsletter-token-123', hash]) {
        expect(output()).not.toContain(secret)
      }
      expect(output()).toContain('users_email_unique')
    } finally {
      await t.close()
    }
  })
})
