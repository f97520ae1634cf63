import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { constants as zlibConstants } from 'node:zlib'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { isLoopbackUrl, type Config } from './config.ts'
import { embeddedDatabase, openDatabase, type Database } from './db/client.ts'
import { migrateDatabase } from './db/migrate.ts'
import {
  embeddedDatabaseCrashed,
  beginServerEmbeddedDatabase,
  type StartingEmbeddedDatabase,
} from './db/embedded-database.ts'
import { seedReferenceData } from './db/seed.ts'
import { listenForTableChanges, type TableChanges } from './db/table-changes.ts'
import type { MailTransport } from './adapters/mail/mail-transport.ts'
import { createFileTransport } from './adapters/mail/file-transport.ts'
import { createSmtpTransport } from './adapters/mail/smtp-transport.ts'
import { createOutboxWorker, type OutboxWorker } from './outbox/outbox-worker.ts'
import { createOutboxPurger } from './outbox/outbox-retention.ts'
import { projectRoot } from './lib/project-root.ts'
import { loggerOptions } from './logger.ts'
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler.ts'
import { hostileInputPlugin } from './plugins/hostile-input.ts'
import { openApiPlugin } from './plugins/openapi.ts'
import { rateLimitPlugin } from './plugins/rate-limit.ts'
import { securityPlugin } from './plugins/security.ts'
import { staticClientPlugin } from './plugins/static-client.ts'
import { healthRoutes } from './features/health/health.routes.ts'
import { newsletterRoutes } from './features/newsletter/newsletter.routes.ts'
import { oneClickRoutes } from './features/newsletter/one-click.routes.ts'
import { adminCampaignsRoutes } from './features/newsletter/admin-campaigns.routes.ts'
import { createCampaignSender, type CampaignSender } from './features/newsletter/campaign-sender.ts'
import { enquiriesRoutes } from './features/enquiries/enquiries.routes.ts'
import { publicConfigRoutes } from './features/public-config/public-config.routes.ts'
import { seoRoutes } from './features/seo/seo.routes.ts'
import { accountsRoutes } from './features/accounts/accounts.routes.ts'
import { profileRoutes } from './features/accounts/profile.routes.ts'
import { googleRoutes } from './features/accounts/google.routes.ts'
import { authPlugin } from './plugins/auth.ts'
import { testClockPlugin } from './plugins/test-clock.ts'
import { tutorsRoutes } from './features/tutors/tutors.routes.ts'
import { tutorInvitationsRoutes } from './features/tutor-accounts/tutor-invitations.routes.ts'
import { tutorProfileRoutes } from './features/tutor-accounts/tutor-profile.routes.ts'
import { tutorTimeRoutes } from './features/tutor-time/tutor-time.routes.ts'
import { bookingsRoutes } from './features/bookings/bookings.routes.ts'
import { packagesRoutes } from './features/packages/packages.routes.ts'
import { bookingSeriesRoutes } from './features/booking-series/series.routes.ts'
import { bookingCalendarRoutes } from './features/bookings/booking-calendar.routes.ts'
import { tutorPortalRoutes } from './features/tutor-portal/tutor-portal.routes.ts'
import { paymentsRoutes } from './features/payments/payments.routes.ts'
import { schoolBookingsRoutes } from './features/school-bookings/school-bookings.routes.ts'
import { teacherWorkshopsRoutes } from './features/teacher-workshops/teacher-workshops.routes.ts'
import { tutorApplicationsRoutes } from './features/tutor-applications/tutor-applications.routes.ts'
import { partnershipsRoutes } from './features/partnerships/partnerships.routes.ts'
import { videoOrdersRoutes } from './features/video-orders/video-orders.routes.ts'
import { donationsRoutes } from './features/donations/donations.routes.ts'
import type { PaymentGateway } from './adapters/payments/payment-gateway.ts'
import { createSandboxGateway } from './adapters/payments/sandbox-gateway.ts'
import { createPeachGateway } from './adapters/payments/peach-gateway.ts'
import type { MeetingLinkProvider } from './adapters/meetings/meeting-links.ts'
import { createGoogleCalendarMeetings } from './adapters/meetings/google-calendar.ts'
import { jitsiMeetings } from './adapters/meetings/jitsi.ts'
import { createReminderScheduler } from './features/bookings/booking-reminders.ts'
import { createHoldSweeper } from './features/bookings/booking-holds.ts'
import { createConsultationReminderScheduler } from './features/consultations/consultation-reminders.ts'
import { consultationScheduleRoutes } from './features/consultations/consultation-schedule.routes.ts'
import { createPackageLapseMailer } from './features/packages/package-lapse-mails.ts'
import { createRefundSweeper } from './features/payments/unattached-refunds.ts'
import { refundEmailContextOf } from './features/payments/refund-emails.ts'
import { bookingEmailContextOf } from './features/bookings/booking-emails.ts'
import type { FileStorage } from './adapters/storage/file-storage.ts'
import { createLocalStorage } from './adapters/storage/local-storage.ts'
import { createS3Storage } from './adapters/storage/s3-storage.ts'
import { createStorageSweeper } from './uploads/storage-cleanup.ts'
import { libraryRoutes } from './features/library/library.routes.ts'
import { announcementsRoutes } from './features/announcements/announcements.routes.ts'
import { adminAnnouncementsRoutes } from './features/announcements/admin-announcements.routes.ts'
import { adminSubmissionsRoutes } from './features/admin/submissions/submissions.routes.ts'
import { submissionRepliesRoutes } from './features/admin/submissions/submission-replies.routes.ts'
import { adminQuotesRoutes, quotesRoutes } from './features/quotes/quotes.routes.ts'
import { adminAuditRoutes } from './features/admin/audit.routes.ts'
import { adminOverviewRoutes } from './features/admin/overview.routes.ts'
import { adminTutorsRoutes } from './features/admin/tutors/admin-tutors.routes.ts'
import { adminUsersRoutes } from './features/admin/users/admin-users.routes.ts'
import { adminNewsletterRoutes } from './features/admin/users/admin-newsletter.routes.ts'
import { adminBookingsRoutes } from './features/admin/bookings/admin-bookings.routes.ts'
import { adminCardRefundsRoutes } from './features/admin/card-refunds/card-refunds.routes.ts'
import { adminPaymentLookupRoutes } from './features/admin/payment-lookup/payment-lookup.routes.ts'
import { adminPackagesRoutes } from './features/admin/packages/admin-packages.routes.ts'
import { reviewsRoutes } from './features/reviews/reviews.routes.ts'
import { tutorReviewsRoutes } from './features/reviews/tutor-reviews.routes.ts'
import { adminReviewsRoutes } from './features/reviews/admin-reviews.routes.ts'
import { backupPlugin } from './ops/backup/backup-plugin.ts'
import { cataloguePlugin } from './features/catalogue/catalogue-plugin.ts'
import { ownBookingsFastPathPlugin } from './features/bookings/own-bookings-fast-path.ts'
import { createHttpServer, type Shortcut } from './lib/http-server.ts'
import { adminBackupsRoutes } from './features/admin/backups/admin-backups.routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    outbox: OutboxWorker
    /** Hands newsletters' mails to the outbox at the configured pace (decision 027). */
    newsletterSender: CampaignSender
    /** Null when no card gateway is configured: card payment is then not offered (D16). */
    paymentGateway: PaymentGateway | null
    meetings: MeetingLinkProvider
    storage: FileStorage
    /** The database's word that a table changed, for what instances keep in memory. */
    tableChanges: TableChanges
  }
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** How often abandoned uploads and files of deleted records are looked for (D20). */
const STORAGE_SWEEP_INTERVAL_MS = 10 * 60_000
/** How often old outbox rows are purged (D22, decision 002). */
const OUTBOX_PURGE_INTERVAL_MS = 60 * 60_000
/** How often card payments no record took are looked for and refunded (issue 25, decision 006). */
const REFUND_SWEEP_INTERVAL_MS = 5 * 60_000
/** How long after the start the outbox, reminders and sweepers first run. */
const BACKGROUND_WORK_AFTER_MS = 1_000

export interface AppOverrides {
  /** An open database; the caller keeps ownership and closes it. */
  database?: Database
  /**
   * The server's embedded database, begun by main.ts before it loaded this code
   * (beginServerEmbeddedDatabase); the app owns it as one it opened itself.
   */
  embeddedDatabase?: StartingEmbeddedDatabase
  mailTransport?: MailTransport
  /** Folder of the built client; `null` serves the API only. */
  clientDir?: string | null
  /** The prerender bundle; by default `ssr/prerender.js` beside the client's folder. */
  prerenderEntry?: string
  /** Start the outbox worker's and purger's timers (tests drain and purge by hand instead). */
  startOutboxWorker?: boolean
  /** Start the booking reminders, package lapse mails and hold sweeper (tests run them by hand). */
  startReminderScheduler?: boolean
  /** A meeting link provider standing in for the configured one. */
  meetings?: MeetingLinkProvider
  /** A gateway standing in for the configured one (tests of gateway failures). */
  paymentGateway?: PaymentGateway
  /** File storage standing in for the configured one. */
  storage?: FileStorage
  /** Start the storage sweeper (tests run it by hand instead). */
  startStorageSweeper?: boolean
  /** Start the sweep that refunds card payments no record took (tests run it by hand). */
  startRefundSweeper?: boolean
  /** Take scheduled backups (tests take them by hand). */
  startBackupScheduler?: boolean
  /** Start the newsletters' paced sender (tests run it by hand, or start it to race two). */
  startNewsletterSender?: boolean
  /** How long after `ready` the background work above starts; 0 at once (tests). */
  backgroundWorkAfterMs?: number
}

/** The whole product as a Fastify instance, ready for `listen()` or `inject()`. */
export async function buildApp(
  config: Config,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  // Set once the fast paths are registered; until then every request goes to Fastify.
  const shortcut: { handle?: Shortcut } = {}
  const app = Fastify({
    logger: loggerOptions(config),
    serverFactory: (handler, options) => createHttpServer(handler, options, () => shortcut.handle),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Graceful shutdown: keep-alive sockets are closed once in-flight requests finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Slow and stalled clients (docs/decisions/003-request-origin-and-json-only.md). Node
    // checks the whole-request and header limits every `connectionsCheckingInterval`; the
    // idle limit is the socket's own timer. Fastify's defaults switch the request limit off.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      requestTimeout: config.timeouts.requestMs,
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.timeouts.headersMs / 4)),
    },
    // A badly encoded path (/api/tutors/%ff) is answered `{ error }` like every other error.
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // JSON only: drop Fastify's text/plain parser so other bodies answer 415.
  app.removeContentTypeParser('text/plain')
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  // Before the database opens: the plugin loads the `cookie` package with import(), and V8
  // holds a module import while WebAssembly compiles in the same thread (an in-memory
  // database's; the embedded one compiles in its own thread; issue 23).
  await app.register(cookie)

  // What needs no database registers while the embedded one is still starting (issue 23).
  app.decorate('config', config)
  // JSON (and the office's CSV, the sitemap) over 1 KB goes compressed to a client that
  // takes it (issue 26: the API description was 197 KB). Pages and the catalogue are
  // compressed once ahead of time and carry their encoding, which this leaves alone.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^(?:application\/(?:json|xml)|text\/csv)\b/,
    // Quality 4: most of brotli's gain at a small cost per answer.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  })
  // Uploads stream file by file; one byte over the limit marks the stream truncated (D19).
  await app.register(multipart, {
    limits: {
      fileSize: config.uploadMaxBytes + 1,
      files: 1,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 22,
    },
    throwFileSizeLimit: false,
  })
  await app.register(securityPlugin, { config })
  await app.register(rateLimitPlugin, { config })
  await app.register(openApiPlugin)
  await app.register(errorHandlerPlugin)
  await app.register(hostileInputPlugin)

  // The first answer would load Node's fetch (undici: @fastify/compress asks whether the
  // payload is a `Response`), a tenth of a second: loaded while the database opens.
  setImmediate(() => globalThis.Response)
  const ownsDatabase = !overrides.database
  // The server's embedded database opens in its thread while the routes register: its
  // client takes queries at once and holds them until it has opened (issue 23).
  const starting =
    overrides.database || config.database.kind !== 'pglite'
      ? undefined
      : (overrides.embeddedDatabase ??
        beginServerEmbeddedDatabase(config.database.dir, (error) => {
          embeddedDatabaseCrashed(app.log, error)
        }))
  const openPostgres = () => {
    if (config.database.kind !== 'postgres') throw new Error('The embedded database is begun above')
    return openDatabase({
      ...config.database,
      onConnectionError: (error) =>
        app.log.warn({ err: error }, 'PostgreSQL connection dropped; the pool replaces it'),
    })
  }
  const database =
    overrides.database ?? (starting ? embeddedDatabase(starting) : await openPostgres())
  /** Opened, migrated and seeded: before anything is answered. */
  const prepareDatabase = async () => {
    try {
      await starting?.opened
      if (ownsDatabase) {
        await migrateDatabase(database)
        await seedReferenceData(database.db, { demo: config.seedDemo })
      }
    } catch (error) {
      await database.close()
      throw error
    }
  }
  // PostgreSQL is migrated before the routes register (they may expect the tables); the
  // embedded database's thread migrates it as it opens.
  if (!starting) await prepareDatabase()
  app.decorate('database', database)
  const tableChanges = listenForTableChanges(database, app.log)
  app.decorate('tableChanges', tableChanges)
  // What this instance keeps in memory must not outlive a write its answer reports: a
  // request that may have written (any but GET, HEAD and OPTIONS; sign-out is a GET, D6)
  // answers once this instance has heard of its own commits (decision 019).
  app.addHook('onSend', async (request) => {
    if (!READ_ONLY_METHODS.has(request.method) || request.routeOptions.url === '/api/logout') {
      await tableChanges.sync()
    }
  })

  const transport =
    overrides.mailTransport ??
    (config.mail.smtpUrl
      ? createSmtpTransport(config.mail.smtpUrl)
      : createFileTransport(config.mail.dir, app.log))
  const outbox = createOutboxWorker({
    db: database.db,
    transport,
    from: config.mail.from,
    replyTo: config.business.email,
    business: { name: config.business.name, address: config.business.address },
    messageIdDomain: new URL(config.publicUrl).hostname,
    log: app.log,
    pollIntervalMs: config.mail.pollIntervalMs,
  })
  app.decorate('outbox', outbox)
  const outboxPurger = createOutboxPurger({
    db: database.db,
    intervalMs: OUTBOX_PURGE_INTERVAL_MS,
    log: app.log,
  })
  app.decorate('paymentGateway', overrides.paymentGateway ?? paymentGatewayFor(config, app.log))
  app.decorate(
    'meetings',
    overrides.meetings ??
      (config.googleCalendar ? createGoogleCalendarMeetings(config.googleCalendar) : jitsiMeetings),
  )
  const storage =
    overrides.storage ??
    (config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir))
  app.decorate('storage', storage)
  const storageSweeper = createStorageSweeper({
    db: database.db,
    storage,
    intervalMs: STORAGE_SWEEP_INTERVAL_MS,
    log: app.log,
  })
  const reminders = createReminderScheduler({
    db: database.db,
    ctx: bookingEmailContextOf(config),
    intervalMs: config.reminderIntervalMs,
    log: app.log,
    onQueued: () => outbox.nudge(),
  })
  // D26: the mails 3 days before a package's hours lapse and once they have, as often as reminders.
  const packageLapseMailer = createPackageLapseMailer({
    db: database.db,
    ctx: bookingEmailContextOf(config),
    intervalMs: config.reminderIntervalMs,
    log: app.log,
    onQueued: () => outbox.nudge(),
  })
  // Decision 026: the reminders before a scheduled free consultation, beside the sessions'.
  const consultationReminders = createConsultationReminderScheduler({
    db: database.db,
    ctx: bookingEmailContextOf(config),
    intervalMs: config.reminderIntervalMs,
    log: app.log,
    onQueued: () => outbox.nudge(),
  })
  // D25: bank-transfer holds of tutors' open times that lapsed unpaid, as often as reminders.
  const holdSweeper = createHoldSweeper({
    db: database.db,
    ctx: bookingEmailContextOf(config),
    intervalMs: config.reminderIntervalMs,
    log: app.log,
    onQueued: () => outbox.nudge(),
  })

  // Issue 27: as often as the outbox is polled; the pace is per minute whatever the interval.
  const newsletterSender = createCampaignSender({
    db: database.db,
    ctx: {
      publicUrl: config.publicUrl,
      businessName: config.business.name,
      businessInbox: config.business.email,
    },
    perMinute: config.mail.newsletterPerMinute,
    intervalMs: config.mail.pollIntervalMs,
    log: app.log,
    onQueued: () => outbox.nudge(),
  })
  app.decorate('newsletterSender', newsletterSender)

  const paymentGateway = app.paymentGateway
  const refundSweeper = paymentGateway
    ? createRefundSweeper({
        db: database.db,
        gateway: paymentGateway,
        email: refundEmailContextOf(config),
        log: app.log,
        intervalMs: REFUND_SWEEP_INTERVAL_MS,
        onQueued: () => outbox.nudge(),
      })
    : null

  let checkpointTimer: NodeJS.Timeout | undefined
  let backgroundStart: NodeJS.Timeout | undefined
  const startBackgroundWork = () => {
    if (overrides.startOutboxWorker ?? true) {
      outbox.start()
      outboxPurger.start()
    }
    if (overrides.startReminderScheduler ?? true) {
      reminders.start()
      packageLapseMailer.start()
      holdSweeper.start()
      consultationReminders.start()
    }
    if (overrides.startStorageSweeper ?? true) storageSweeper.start()
    if (overrides.startNewsletterSender ?? true) newsletterSender.start()
    if (overrides.startRefundSweeper ?? true) refundSweeper?.start()
  }
  app.addHook('onReady', async () => {
    // The first runs of the outbox, reminders and sweepers ask the database at once; on the
    // embedded database, with its one connection, they held the start and the first
    // requests for a quarter of a second (issue 23). A moment after the start they wait
    // for nothing: what is due is as due a second later.
    const after = overrides.backgroundWorkAfterMs ?? BACKGROUND_WORK_AFTER_MS
    if (after === 0) startBackgroundWork()
    else {
      backgroundStart = setTimeout(startBackgroundWork, after)
      backgroundStart.unref()
    }
    if (database.kind === 'pglite') {
      // PGlite's write-ahead log grows until a checkpoint; a long log slows the next start.
      checkpointTimer = setInterval(() => {
        database
          .checkpoint()
          .catch((error: unknown) => app.log.error({ err: error }, 'checkpoint failed'))
      }, config.pgliteCheckpointIntervalMs)
      checkpointTimer.unref()
    }
  })
  // A request that queued an email gets it sent now rather than at the next poll.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) outbox.nudge()
  })
  app.addHook('onClose', async () => {
    if (backgroundStart) clearTimeout(backgroundStart)
    if (checkpointTimer) clearInterval(checkpointTimer)
    await reminders.stop()
    await packageLapseMailer.stop()
    await holdSweeper.stop()
    await consultationReminders.stop()
    await storageSweeper.stop()
    await refundSweeper?.stop()
    await newsletterSender.stop()
    await outboxPurger.stop()
    if (!overrides.storage) await storage.close()
    await outbox.stop()
    await transport.close()
    await tableChanges.stop()
    if (ownsDatabase) await database.close()
  })

  await app.register(authPlugin, { config })
  await app.register(cataloguePlugin)
  await app.register(ownBookingsFastPathPlugin)
  const catalogueReads = app.catalogue.fastPath
  const ownBookings = app.ownBookingsFastPath
  shortcut.handle = (request, response, fastify) =>
    catalogueReads.handle(request, response) || ownBookings.handle(request, response, fastify)
  await app.register(backupPlugin, { startScheduler: overrides.startBackupScheduler ?? true })
  if (config.testClock) await app.register(testClockPlugin)

  await app.register(healthRoutes)
  await app.register(publicConfigRoutes)
  await app.register(accountsRoutes)
  await app.register(profileRoutes)
  await app.register(googleRoutes)
  await app.register(newsletterRoutes)
  await app.register(oneClickRoutes)
  await app.register(enquiriesRoutes)
  await app.register(tutorsRoutes)
  await app.register(tutorInvitationsRoutes)
  await app.register(tutorProfileRoutes)
  await app.register(tutorTimeRoutes)
  await app.register(paymentsRoutes)
  await app.register(bookingsRoutes)
  await app.register(packagesRoutes)
  await app.register(bookingSeriesRoutes)
  await app.register(bookingCalendarRoutes)
  await app.register(tutorPortalRoutes)
  await app.register(schoolBookingsRoutes)
  await app.register(teacherWorkshopsRoutes)
  await app.register(tutorApplicationsRoutes)
  await app.register(partnershipsRoutes)
  await app.register(videoOrdersRoutes)
  await app.register(donationsRoutes)
  await app.register(quotesRoutes)
  await app.register(libraryRoutes)
  await app.register(announcementsRoutes)
  await app.register(adminAnnouncementsRoutes)
  await app.register(adminSubmissionsRoutes)
  await app.register(submissionRepliesRoutes)
  await app.register(adminQuotesRoutes)
  await app.register(consultationScheduleRoutes)
  await app.register(adminAuditRoutes)
  await app.register(adminOverviewRoutes)
  await app.register(adminTutorsRoutes)
  await app.register(adminUsersRoutes)
  await app.register(adminNewsletterRoutes)
  await app.register(adminCampaignsRoutes)
  await app.register(adminBookingsRoutes)
  await app.register(adminCardRefundsRoutes)
  await app.register(adminPaymentLookupRoutes)
  await app.register(adminPackagesRoutes)
  await app.register(reviewsRoutes)
  await app.register(tutorReviewsRoutes)
  await app.register(adminReviewsRoutes)
  await app.register(adminBackupsRoutes)
  const clientDir =
    overrides.clientDir === null
      ? undefined
      : (overrides.clientDir ?? path.join(projectRoot(), 'dist/web'))
  await app.register(seoRoutes, { ...(clientDir ? { clientDir } : {}) })
  await app.register(staticClientPlugin, {
    clientDir,
    config,
    // The tutors pages are rendered from the catalogue and again after it changes.
    catalogue: app.catalogue,
    ...(clientDir
      ? { prerenderEntry: overrides.prerenderEntry ?? path.join(clientDir, '../ssr/prerender.js') }
      : {}),
  })

  if (starting) await prepareDatabase()
  // Caches trust what they hold only once changes are heard (table-changes.ts).
  await tableChanges.listening
  return app
}

/** The configured card gateway, or null; the start log says why card payment is off. */
function paymentGatewayFor(config: Config, log: FastifyBaseLogger): PaymentGateway | null {
  const { payments } = config
  if (payments.gateway === null) {
    log.warn(
      { publicUrl: config.publicUrl },
      'card payments are off: no PAYMENTS_GATEWAY is configured and PUBLIC_URL is not a loopback address, so the sandbox (whose test card anyone may use) is not offered; set PAYMENTS_GATEWAY=peach to take cards (docs/decisions/006-bookings-and-payments.md)',
    )
    return null
  }
  if (payments.gateway === 'peach') {
    // loadConfig has checked that the three are set for this gateway.
    return createPeachGateway({
      apiUrl: payments.apiUrl,
      entityId: payments.entityId ?? '',
      accessToken: payments.secretKey ?? '',
      webhookSecret: payments.webhookSecret ?? '',
    })
  }
  if (!isLoopbackUrl(config.publicUrl)) {
    log.warn(
      { publicUrl: config.publicUrl },
      'PAYMENTS_GATEWAY=sandbox on a public address: test payments are accepted, so anyone who pays with the public TEST card gets a booking, order or donation stored as paid while no money moves',
    )
  }
  return createSandboxGateway()
}
