import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, publicConfig } from './config.ts'

describe('configuration', () => {
  it('runs on embedded defaults with no configuration at all', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.database).toEqual({ kind: 'pglite', dir: path.resolve('data/db') })
    expect(config.uploadsDir).toBe(path.resolve('data/uploads'))
    expect(config.mail.dir).toBe(path.resolve('data/mail'))
    expect(config.mail.smtpUrl).toBeUndefined()
    expect(config.seedDemo).toBe(true)
    expect(config.payments.gateway).toBe('sandbox')
    expect(config.google.signInEnabled).toBe(false)
    expect(config.publicUrl).toBe('http://localhost:3000')
  })

  it("sends mail under the business's name unless MAIL_FROM says otherwise", () => {
    expect(loadConfig({}).mail.from).toBe('"Maths Excellence Tutoring" <no-reply@localhost>')
    expect(loadConfig({ BUSINESS_NAME: 'Maths "Plus", Pretoria' }).mail.from).toBe(
      '"Maths \\"Plus\\", Pretoria" <no-reply@localhost>',
    )
    expect(loadConfig({ MAIL_FROM: 'Office <office@example.com>' }).mail.from).toBe(
      'Office <office@example.com>',
    )
  })

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', SMTP_URL: '' }).port).toBe(3000)
  })

  it('switches to PostgreSQL with DATABASE_URL and then seeds no demo tutors', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db.example:5432/app' })
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db.example:5432/app' })
    expect(config.seedDemo).toBe(false)
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/app', SEED_DEMO: 'true' }).seedDemo).toBe(
      true,
    )
  })

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'not a url'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '127.0.0.1, proxy.example'],
    ['ADMIN_EMAILS', 'admin@example.com, nope'],
    ['LOG_LEVEL', 'loud'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`))
  })

  it('requires the S3 keys when a bucket is configured', () => {
    expect(() => loadConfig({ S3_BUCKET: 'files' })).toThrow(/S3_ACCESS_KEY_ID/)
  })

  it('requires the Peach entity, token and webhook key when Peach is the gateway', () => {
    expect(() => loadConfig({ PAYMENTS_GATEWAY: 'peach' })).toThrow(/PAYMENTS_ENTITY_ID/)
    expect(() => loadConfig({ PAYMENTS_WEBHOOK_SECRET: 'short' })).toThrow(
      /PAYMENTS_WEBHOOK_SECRET:/,
    )
  })

  it('limits slow clients by default, and refuses a header limit above the whole-request limit', () => {
    expect(loadConfig({}).timeouts).toEqual({
      requestMs: 10 * 60_000,
      headersMs: 60_000,
      idleMs: 60_000,
      keepAliveMs: 72_000,
    })
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '30000' })).toThrow(/HEADERS_TIMEOUT_MS:/)
    expect(() => loadConfig({ IDLE_TIMEOUT_MS: '0' })).toThrow(/IDLE_TIMEOUT_MS:/)
  })

  it('takes the Google Calendar settings all together or not at all', () => {
    expect(() => loadConfig({ GOOGLE_CALENDAR_ID: 'sessions@example.com' })).toThrow(
      /GOOGLE_SERVICE_ACCOUNT_EMAIL/,
    )
    expect(loadConfig({}).googleCalendar).toBeUndefined()
  })

  it('offers bank transfer with a marked test account outside production, and not in production until configured', () => {
    expect(loadConfig({}).bankDetails?.bankName).toBe('Test Bank (not a real account)')
    expect(loadConfig({ NODE_ENV: 'production' }).bankDetails).toBeNull()
    expect(
      loadConfig({ NODE_ENV: 'production', BANK_ACCOUNT_NUMBER: '62 1234 5678', BANK_NAME: 'FNB' })
        .bankDetails,
    ).toMatchObject({ accountNumber: '62 1234 5678', bankName: 'FNB' })
  })

  describe('card gateway (D16: the sandbox test card is public)', () => {
    it('takes no card payments on a public address when PAYMENTS_GATEWAY is unset', () => {
      const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://tutoring.example' })
      expect(config.payments.gateway).toBeNull()
      expect(publicConfig(config)).toMatchObject({ paymentsGateway: null, googlePay: null })
    })

    it.each(['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000'])(
      'uses the sandbox for a local try-out on %s, also in production (npm start)',
      (url) => {
        expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: url }).payments.gateway).toBe(
          'sandbox',
        )
      },
    )

    it('uses the sandbox anywhere when PAYMENTS_GATEWAY=sandbox asks for it', () => {
      const config = loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://tutoring.example',
        PAYMENTS_GATEWAY: 'sandbox',
      })
      expect(config.payments.gateway).toBe('sandbox')
    })
  })

  it('parses the administrator list case-insensitively', () => {
    expect(
      loadConfig({ ADMIN_EMAILS: ' Boss@Example.com ,second@example.com' }).adminEmails,
    ).toEqual(['boss@example.com', 'second@example.com'])
  })

  it('counts localhost and 127.0.0.1 as the same origin on a loopback address only', () => {
    expect(loadConfig({ PORT: '4000' }).allowedOrigins).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
    ])
    expect(loadConfig({ PUBLIC_URL: 'https://tutoring.example.co.za/' }).allowedOrigins).toEqual([
      'https://tutoring.example.co.za',
    ])
  })

  it('gives the browser no secret', () => {
    const config = loadConfig({
      PAYMENTS_SECRET_KEY: 'sk_live_secret',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      SMTP_URL: 'smtp://user:pass@mail.example.com',
    })
    expect(JSON.stringify(publicConfig(config))).not.toMatch(/secret|pass/)
  })
})
