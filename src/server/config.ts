import path from 'node:path'
import type { z } from 'zod'
import { EnvSchema } from './config-env.ts'

export type { Env } from './config-env.ts'

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses the environment; a bad value throws one message naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) =>
        `  ${String(issue.path[0])}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    )
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`)
  }
  const e = parsed.data
  const dataDir = path.resolve(e.DATA_DIR)
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT || 3000}`).replace(/\/+$/, '')
  if (
    e.PAYMENTS_GATEWAY === 'peach' &&
    !(e.PAYMENTS_ENTITY_ID && e.PAYMENTS_SECRET_KEY && e.PAYMENTS_WEBHOOK_SECRET)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS_ENTITY_ID / PAYMENTS_SECRET_KEY / PAYMENTS_WEBHOOK_SECRET: required when PAYMENTS_GATEWAY=peach',
    )
  }
  const calendarSettings = [
    e.GOOGLE_CALENDAR_ID,
    e.GOOGLE_SERVICE_ACCOUNT_EMAIL,
    e.GOOGLE_SERVICE_ACCOUNT_KEY,
  ]
  if (calendarSettings.some(Boolean) && !calendarSettings.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CALENDAR_ID / GOOGLE_SERVICE_ACCOUNT_EMAIL / GOOGLE_SERVICE_ACCOUNT_KEY: set all three or none',
    )
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not be more than REQUEST_TIMEOUT_MS',
    )
  }
  const s3Configured = Boolean(e.S3_BUCKET)
  if (s3Configured && !(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    )
  }
  if (e.BACKUP_S3_PREFIX && !s3Configured) {
    throw new ConfigError(
      'Invalid configuration:\n  BACKUP_S3_PREFIX: the archives are copied to the S3 bucket, so S3_BUCKET (and its keys) must be set too',
    )
  }
  if (e.TEST_CLOCK && e.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration:\n  TEST_CLOCK: only with NODE_ENV=test')
  }
  return {
    env: e.NODE_ENV,
    testClock: e.TEST_CLOCK,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    allowedOrigins: allowedOrigins(publicUrl),
    dataDir,
    logLevel: e.LOG_LEVEL,
    trustProxy: trustedProxies(e.TRUST_PROXY),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: e.HEADERS_TIMEOUT_MS,
      idleMs: e.IDLE_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    database: e.DATABASE_URL
      ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
      : ({ kind: 'pglite', dir: path.join(dataDir, 'db') } as const),
    // Demo tutors make the embedded database useful at once; a real database starts clean.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    rateLimit: {
      max: e.RATE_LIMIT_MAX,
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      publicFormMax: e.PUBLIC_FORM_RATE_LIMIT_MAX,
      loginMax: e.LOGIN_RATE_LIMIT_MAX,
      loginAccountMax: e.LOGIN_ACCOUNT_RATE_LIMIT_MAX,
      loginWindowMs: e.LOGIN_RATE_LIMIT_WINDOW_MS,
      redisUrl: e.REDIS_URL,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${quotedDisplayName(e.BUSINESS_NAME)} <no-reply@localhost>`,
      businessInbox: e.BUSINESS_EMAIL,
      dir: path.join(dataDir, 'mail'),
      pollIntervalMs: e.MAIL_POLL_INTERVAL_MS,
      newsletterPerMinute: e.NEWSLETTER_SEND_PER_MINUTE,
    },
    uploadsDir: path.join(dataDir, 'uploads'),
    backup: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      intervalMs: e.BACKUP_INTERVAL_HOURS * 60 * 60_000,
      keepDaily: e.BACKUP_KEEP_DAILY,
      keepWeekly: e.BACKUP_KEEP_WEEKLY,
      // A prefix names a folder: `backups` and `backups/` alike put archives under `backups/`.
      s3Prefix: e.BACKUP_S3_PREFIX ? e.BACKUP_S3_PREFIX.replace(/\/*$/, '/') : null,
      passphrase: e.BACKUP_PASSPHRASE ?? null,
    },
    business: {
      name: e.BUSINESS_NAME,
      phone: e.BUSINESS_PHONE,
      email: e.BUSINESS_PUBLIC_EMAIL ?? e.BUSINESS_EMAIL,
      address: e.BUSINESS_ADDRESS,
      postalAddress: {
        street: e.BUSINESS_STREET_ADDRESS,
        locality: e.BUSINESS_LOCALITY,
        region: 'Gauteng',
        postalCode: e.BUSINESS_POSTAL_CODE,
        country: 'ZA',
      },
      map: { latitude: e.BUSINESS_MAP_LATITUDE, longitude: e.BUSINESS_MAP_LONGITUDE },
      founderName: e.FOUNDER_NAME,
      socialLinks: {
        linkedin: e.SOCIAL_LINKEDIN_URL,
        youtube: e.SOCIAL_YOUTUBE_URL,
        github: e.SOCIAL_GITHUB_URL,
      },
      informationOfficer: {
        name: e.INFORMATION_OFFICER_NAME ?? 'The Information Officer',
        email: e.INFORMATION_OFFICER_EMAIL ?? e.BUSINESS_PUBLIC_EMAIL ?? e.BUSINESS_EMAIL,
      },
    },
    adminEmails: e.ADMIN_EMAILS,
    sessions: {
      idleMs: e.SESSION_IDLE_DAYS * 24 * 60 * 60_000,
      maxMs: e.SESSION_MAX_DAYS * 24 * 60 * 60_000,
      // __Host- cookies must be Secure, so only over https.
      cookieName:
        e.NODE_ENV === 'production' && publicUrl.startsWith('https:')
          ? '__Host-session'
          : 'session',
      secureCookie: e.NODE_ENV === 'production' && publicUrl.startsWith('https:'),
    },
    bankDetails: bankDetails(e),
    payments: {
      gateway: paymentsGateway(e.PAYMENTS_GATEWAY, publicUrl),
      apiUrl: e.PAYMENTS_API_URL.replace(/\/+$/, ''),
      entityId: e.PAYMENTS_ENTITY_ID,
      secretKey: e.PAYMENTS_SECRET_KEY,
      webhookSecret: e.PAYMENTS_WEBHOOK_SECRET,
      googlePay: {
        environment: e.GOOGLE_PAY_ENVIRONMENT,
        merchantId: e.GOOGLE_PAY_MERCHANT_ID ?? null,
      },
    },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      signInEnabled: Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET),
      // From config, never from the request (a forged Host must not redirect codes elsewhere).
      redirectUri: e.GOOGLE_REDIRECT_URI ?? `${publicUrl}/auth/callback`,
      issuer: e.GOOGLE_ISSUER,
      authorizationUrl: e.GOOGLE_AUTHORIZATION_URL,
      tokenUrl: e.GOOGLE_TOKEN_URL,
      jwksUrl: e.GOOGLE_JWKS_URL,
    },
    googleCalendar: e.GOOGLE_CALENDAR_ID
      ? {
          calendarId: e.GOOGLE_CALENDAR_ID,
          serviceAccountEmail: e.GOOGLE_SERVICE_ACCOUNT_EMAIL as string,
          privateKey: e.GOOGLE_SERVICE_ACCOUNT_KEY as string,
          subject: e.GOOGLE_CALENDAR_SUBJECT,
          tokenUrl: e.GOOGLE_TOKEN_URL,
          apiUrl: e.GOOGLE_CALENDAR_API_URL.replace(/\/+$/, ''),
        }
      : undefined,
    s3: s3Configured
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET as string,
          accessKeyId: e.S3_ACCESS_KEY_ID as string,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
        }
      : undefined,
    pgliteCheckpointIntervalMs: e.PGLITE_CHECKPOINT_INTERVAL_MS,
    reminderIntervalMs: e.REMINDER_INTERVAL_MS,
    booking: {
      minNoticeMs: e.BOOKING_MIN_NOTICE_HOURS * 60 * 60_000,
      bankTransferHoldMs: e.BANK_TRANSFER_HOLD_HOURS * 60 * 60_000,
    },
  }
}

export type Config = ReturnType<typeof loadConfig>

function bankDetails(e: z.output<typeof EnvSchema>) {
  if (!e.BANK_ACCOUNT_NUMBER && e.NODE_ENV === 'production') return null
  const testAccount = !e.BANK_ACCOUNT_NUMBER
  return {
    accountName: e.BANK_ACCOUNT_NAME ?? e.BUSINESS_NAME,
    bankName: e.BANK_NAME ?? (testAccount ? 'Test Bank (not a real account)' : 'Bank'),
    accountNumber: e.BANK_ACCOUNT_NUMBER ?? '0000 000 000',
    branchCode: e.BANK_BRANCH_CODE ?? '000000',
    accountType: e.BANK_ACCOUNT_TYPE ?? 'Cheque account',
  }
}

/**
 * Fastify's `trustProxy`: a number of proxies becomes "the nearest N hops", so the client is
 * the address the farthest of our proxies saw, whatever a client wrote before it.
 */
function trustedProxies(
  setting: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting
  return (_address, hop) => hop < setting
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/** Whether the address is this machine's own: a local try-out nobody else can reach. */
export function isLoopbackUrl(publicUrl: string): boolean {
  return LOOPBACK_HOSTS.includes(new URL(publicUrl).hostname)
}

/**
 * The card gateway (D16). The sandbox's success token is public, so it charges nothing
 * real: unless PAYMENTS_GATEWAY asks for it, it serves only a local try-out (a loopback
 * PUBLIC_URL). Anywhere else, no gateway means card payment is not offered at all.
 */
function paymentsGateway(
  configured: 'sandbox' | 'peach' | undefined,
  publicUrl: string,
): 'sandbox' | 'peach' | null {
  if (configured) return configured
  return isLoopbackUrl(publicUrl) ? 'sandbox' : null
}

/**
 * The origins our own pages are served from. On a loopback address a developer may open
 * localhost or 127.0.0.1 alike, so each counts as our own for the same port.
 */
function allowedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl)
  if (!isLoopbackUrl(publicUrl)) return [url.origin]
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`)
}

/** The only configuration the browser may see (GET /api/config). */
export function publicConfig(config: Config) {
  return {
    publicUrl: config.publicUrl,
    business: {
      name: config.business.name,
      phone: config.business.phone,
      email: config.business.email,
      address: config.business.address,
      map: config.business.map,
      founderName: config.business.founderName ?? null,
      socialLinks: config.business.socialLinks,
      informationOfficer: config.business.informationOfficer,
    },
    googleSignIn: config.google.signInEnabled,
    // Null when no card gateway is configured: card payment is then not offered.
    paymentsGateway: config.payments.gateway,
    // What the Google Pay button needs (public by nature); null with the sandbox or none.
    googlePay:
      config.payments.gateway === 'peach'
        ? {
            environment: config.payments.googlePay.environment,
            merchantId: config.payments.googlePay.merchantId,
            merchantName: config.business.name,
            gateway: 'peachpayments',
            gatewayMerchantId: config.payments.entityId ?? '',
          }
        : null,
    bankDetails: config.bankDetails,
  }
}

/** A mail address's display name as RFC 5322 writes any name: in quotes, escaped. */
function quotedDisplayName(name: string): string {
  return `"${name.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
}
