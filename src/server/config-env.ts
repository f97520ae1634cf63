import { z } from 'zod'

// Empty strings count as unset, so `FOO=` in a .env file means "use the default".
const unset = (value: unknown) => (value === '' ? undefined : value)

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

const proxyAddress = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/
const trustProxy = z.union(
  [
    z
      .enum(['true', 'false', 'yes', 'no'])
      .transform((value) => value === 'true' || value === 'yes'),
    z
      .string()
      .regex(/^\d{1,2}$/)
      .transform(Number)
      // 0 believes nobody, like false.
      .transform((hops) => (hops === 0 ? false : hops)),
    z
      .string()
      .transform((value) => value.split(',').map((address) => address.trim()))
      .refine((addresses) => addresses.every((address) => proxyAddress.test(address))),
  ],
  {
    error:
      'must be true or false, the number of proxies in front (1 for one nginx or Caddy), or their addresses separated by commas',
  },
)

const url = (protocols: string[]) =>
  z
    .url({ error: `must be a URL (${protocols.join(', ')})` })
    .refine(
      (value) => protocols.some((protocol) => value.startsWith(`${protocol}:`)),
      `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    )

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: 'must be a comma-separated list of email addresses' })))

/** Every setting the environment may give, checked at start (README: Configuration). */
export const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    unset,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: z.preprocess(unset, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(unset, z.string().default('0.0.0.0')),
  PUBLIC_URL: z.preprocess(unset, url(['http', 'https']).optional()),
  DATA_DIR: z.preprocess(unset, z.string().default('./data')),
  // Where `npm run backup` writes its archives (README: Backups and restore).
  BACKUP_DIR: z.preprocess(unset, z.string().optional()),
  // The server's own backups (decision 016): every this many hours (0: none), kept by the
  // newest of each of the last KEEP_DAILY days and KEEP_WEEKLY weeks.
  BACKUP_INTERVAL_HOURS: z.preprocess(
    unset,
    z.coerce
      .number()
      .min(0)
      .max(24 * 7)
      .default(24),
  ),
  BACKUP_KEEP_DAILY: z.preprocess(unset, z.coerce.number().int().min(1).max(366).default(7)),
  BACKUP_KEEP_WEEKLY: z.preprocess(unset, z.coerce.number().int().min(0).max(520).default(4)),
  // Each archive is also copied to the S3 bucket (S3_*) under this prefix, e.g. `backups/`.
  BACKUP_S3_PREFIX: z.preprocess(
    unset,
    z
      .string()
      .regex(/^[A-Za-z0-9!_.*'()-][A-Za-z0-9!_.*'()/-]*$/, {
        error: 'must be an S3 key prefix such as backups/ (no leading slash or spaces)',
      })
      .optional(),
  ),
  // Archives are encrypted with age (scrypt) under this passphrase when set.
  BACKUP_PASSPHRASE: z.preprocess(
    unset,
    z.string().min(12, { error: 'must be at least 12 characters' }).optional(),
  ),
  DATABASE_URL: z.preprocess(unset, url(['postgres', 'postgresql']).optional()),
  SEED_DEMO: z.preprocess(unset, booleanString.optional()),
  LOG_LEVEL: z.preprocess(
    unset,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  // Whose X-Forwarded-For to believe: true (every proxy), false, a number of proxies in
  // front (1 = the one nginx or Caddy), or their addresses (`127.0.0.1,10.0.0.0/8`).
  TRUST_PROXY: z.preprocess(unset, trustProxy.default(false)),
  // End-to-end tests only (NODE_ENV=test): a request may say how far ahead of the real
  // time the server should reason, so a test moves time instead of waiting for it.
  TEST_CLOCK: z.preprocess(unset, booleanString.default(false)),
  BODY_LIMIT_BYTES: z.preprocess(
    unset,
    z.coerce
      .number()
      .int()
      .min(1024)
      .default(100 * 1024),
  ),
  UPLOAD_MAX_BYTES: z.preprocess(
    unset,
    z.coerce
      .number()
      .int()
      .min(1024)
      .default(25 * 1024 * 1024),
  ),
  // Slow and stalled clients (docs/decisions/003-request-origin-and-json-only.md): a request
  // must arrive whole within REQUEST_TIMEOUT_MS (sized for UPLOAD_MAX_BYTES on a slow phone)
  // and its headers within HEADERS_TIMEOUT_MS; a socket with no traffic either way for
  // IDLE_TIMEOUT_MS is closed; an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS.
  REQUEST_TIMEOUT_MS: z.preprocess(
    unset,
    z.coerce
      .number()
      .int()
      .min(100)
      .default(10 * 60_000),
  ),
  HEADERS_TIMEOUT_MS: z.preprocess(unset, z.coerce.number().int().min(100).default(60_000)),
  IDLE_TIMEOUT_MS: z.preprocess(unset, z.coerce.number().int().min(100).default(60_000)),
  KEEP_ALIVE_TIMEOUT_MS: z.preprocess(unset, z.coerce.number().int().min(100).default(72_000)),
  RATE_LIMIT_MAX: z.preprocess(unset, z.coerce.number().int().min(1).default(300)),
  RATE_LIMIT_WINDOW_MS: z.preprocess(unset, z.coerce.number().int().min(1000).default(60_000)),
  // Public forms (newsletter, consultation, contact…) per client address and window.
  PUBLIC_FORM_RATE_LIMIT_MAX: z.preprocess(unset, z.coerce.number().int().min(1).default(10)),
  REDIS_URL: z.preprocess(unset, url(['redis', 'rediss']).optional()),
  // Sign-in attempts (D12): per client address and per account, in one window.
  LOGIN_RATE_LIMIT_MAX: z.preprocess(unset, z.coerce.number().int().min(1).default(20)),
  LOGIN_ACCOUNT_RATE_LIMIT_MAX: z.preprocess(unset, z.coerce.number().int().min(1).default(10)),
  LOGIN_RATE_LIMIT_WINDOW_MS: z.preprocess(
    unset,
    z.coerce
      .number()
      .int()
      .min(1000)
      .default(15 * 60_000),
  ),
  // A session ends after this long unused, and after the maximum whatever happens.
  SESSION_IDLE_DAYS: z.preprocess(unset, z.coerce.number().min(0.01).default(14)),
  SESSION_MAX_DAYS: z.preprocess(unset, z.coerce.number().min(0.01).default(60)),
  // Mail: files in DATA_DIR/mail unless an SMTP server is configured.
  SMTP_URL: z.preprocess(unset, url(['smtp', 'smtps']).optional()),
  // Unset: the business's name at no-reply@localhost (config.ts).
  MAIL_FROM: z.preprocess(unset, z.string().optional()),
  BUSINESS_EMAIL: z.preprocess(unset, z.email().default('info@localhost')),
  MAIL_POLL_INTERVAL_MS: z.preprocess(unset, z.coerce.number().int().min(50).default(5000)),
  // Issue 27: at most this many newsletter mails are handed to the outbox in any minute,
  // over all instances (decision 027); most mail services throttle faster bulk senders.
  NEWSLETTER_SEND_PER_MINUTE: z.preprocess(
    unset,
    z.coerce.number().int().min(1).max(10_000).default(60),
  ),
  // Business facts the browser shows (footer, contact page).
  BUSINESS_NAME: z.preprocess(unset, z.string().default('Maths Excellence Tutoring')),
  BUSINESS_PHONE: z.preprocess(unset, z.string().default('+27 12 345 6789')),
  BUSINESS_PUBLIC_EMAIL: z.preprocess(unset, z.email().optional()),
  // The street address of the teaching venue (spec part 2 §1: Atteridgeville, Pretoria).
  BUSINESS_ADDRESS: z.preprocess(
    unset,
    z.string().default('Atteridgeville, Pretoria, Gauteng, South Africa'),
  ),
  // The same address in parts, for search engines' structured data (issue 26).
  BUSINESS_STREET_ADDRESS: z.preprocess(unset, z.string().default('Atteridgeville')),
  BUSINESS_LOCALITY: z.preprocess(unset, z.string().default('Pretoria')),
  BUSINESS_POSTAL_CODE: z.preprocess(unset, z.string().default('0008')),
  // Where the contact page's map points; defaults to Atteridgeville.
  BUSINESS_MAP_LATITUDE: z.preprocess(unset, z.coerce.number().min(-90).max(90).default(-25.7726)),
  BUSINESS_MAP_LONGITUDE: z.preprocess(
    unset,
    z.coerce.number().min(-180).max(180).default(28.0694),
  ),
  FOUNDER_NAME: z.preprocess(unset, z.string().max(100).optional()),
  SOCIAL_LINKEDIN_URL: z.preprocess(unset, url(['https']).default('https://www.linkedin.com/')),
  SOCIAL_YOUTUBE_URL: z.preprocess(unset, url(['https']).default('https://www.youtube.com/')),
  SOCIAL_GITHUB_URL: z.preprocess(unset, url(['https']).default('https://github.com/')),
  INFORMATION_OFFICER_NAME: z.preprocess(unset, z.string().optional()),
  INFORMATION_OFFICER_EMAIL: z.preprocess(unset, z.email().optional()),
  ADMIN_EMAILS: z.preprocess(unset, emailList.default([])),
  // Outside services that later features plug in; unset means the embedded default.
  // Unset: the sandbox on a loopback PUBLIC_URL (a local try-out), otherwise no card gateway.
  PAYMENTS_GATEWAY: z.preprocess(unset, z.enum(['sandbox', 'peach']).optional()),
  // Peach Payments (docs/decisions/006-bookings-and-payments.md): its API, entity and token.
  PAYMENTS_API_URL: z.preprocess(
    unset,
    url(['https', 'http']).default('https://eu-test.oppwa.com'),
  ),
  PAYMENTS_ENTITY_ID: z.preprocess(unset, z.string().max(100).optional()),
  // Google Pay's own settings; TEST unless production payments are switched on.
  GOOGLE_PAY_ENVIRONMENT: z.preprocess(unset, z.enum(['TEST', 'PRODUCTION']).default('TEST')),
  GOOGLE_PAY_MERCHANT_ID: z.preprocess(unset, z.string().max(100).optional()),
  // D15: where bank transfers go. Outside production a clearly marked test account stands
  // in; in production, bank transfer is offered only once BANK_ACCOUNT_NUMBER is set.
  BANK_ACCOUNT_NAME: z.preprocess(unset, z.string().max(100).optional()),
  BANK_NAME: z.preprocess(unset, z.string().max(100).optional()),
  BANK_ACCOUNT_NUMBER: z.preprocess(
    unset,
    z
      .string()
      .regex(/^[\d ]{6,20}$/, 'must be digits')
      .optional(),
  ),
  BANK_BRANCH_CODE: z.preprocess(unset, z.string().max(20).optional()),
  BANK_ACCOUNT_TYPE: z.preprocess(unset, z.string().max(50).optional()),
  PAYMENTS_SECRET_KEY: z.preprocess(unset, z.string().optional()),
  PAYMENTS_WEBHOOK_SECRET: z.preprocess(
    unset,
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters')
      .optional(),
  ),
  GOOGLE_CLIENT_ID: z.preprocess(unset, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(unset, z.string().optional()),
  // Google's endpoints; tests point them at a local OpenID provider.
  GOOGLE_REDIRECT_URI: z.preprocess(unset, url(['http', 'https']).optional()),
  GOOGLE_ISSUER: z.preprocess(unset, z.string().default('https://accounts.google.com')),
  GOOGLE_AUTHORIZATION_URL: z.preprocess(
    unset,
    url(['http', 'https']).default('https://accounts.google.com/o/oauth2/v2/auth'),
  ),
  GOOGLE_TOKEN_URL: z.preprocess(
    unset,
    url(['http', 'https']).default('https://oauth2.googleapis.com/token'),
  ),
  GOOGLE_JWKS_URL: z.preprocess(
    unset,
    url(['http', 'https']).default('https://www.googleapis.com/oauth2/v3/certs'),
  ),
  // D18: Google Meet links through the Calendar API with a service account; Jitsi without.
  GOOGLE_CALENDAR_ID: z.preprocess(unset, z.string().max(200).optional()),
  GOOGLE_SERVICE_ACCOUNT_EMAIL: z.preprocess(unset, z.email().optional()),
  GOOGLE_SERVICE_ACCOUNT_KEY: z.preprocess(
    unset,
    z.string().includes('PRIVATE KEY', { error: 'must be a PEM private key' }).optional(),
  ),
  GOOGLE_CALENDAR_SUBJECT: z.preprocess(unset, z.email().optional()),
  GOOGLE_CALENDAR_API_URL: z.preprocess(
    unset,
    url(['http', 'https']).default('https://www.googleapis.com'),
  ),
  S3_ENDPOINT: z.preprocess(unset, url(['http', 'https']).optional()),
  S3_REGION: z.preprocess(unset, z.string().default('auto')),
  S3_BUCKET: z.preprocess(unset, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(unset, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(unset, z.string().optional()),
  // How often due booking reminders are looked for (D18).
  REMINDER_INTERVAL_MS: z.preprocess(unset, z.coerce.number().int().min(1000).default(60_000)),
  // D25: an open time starts at least this many hours after now; a bank-transfer booking of a
  // tutor's open time holds it this many hours for the payment before it lapses.
  BOOKING_MIN_NOTICE_HOURS: z.preprocess(
    unset,
    z.coerce
      .number()
      .min(0)
      .max(24 * 30)
      .default(12),
  ),
  BANK_TRANSFER_HOLD_HOURS: z.preprocess(
    unset,
    z.coerce
      .number()
      .min(1)
      .max(24 * 30)
      .default(48),
  ),
  PGLITE_CHECKPOINT_INTERVAL_MS: z.preprocess(
    unset,
    z.coerce
      .number()
      .int()
      .min(1000)
      .default(5 * 60_000),
  ),
})

export type Env = z.input<typeof EnvSchema>
