import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AdminPackageDetailSchema,
  AdminPackageListQuerySchema,
  AdminPackageListSchema,
  CancelPackageSchema,
  ExtendPackageSchema,
  adminPackageMessages,
} from '#shared/schemas/admin-packages.ts'
import { ErrorResponseSchema } from '#shared/schemas/common.ts'
import { recordId } from '../../../lib/record-id.ts'
import { requireAdmin } from '../../../plugins/auth.ts'
import { bookingEmailContextOf } from '../../bookings/booking-emails.ts'
import { CsvResponse, sendCsv } from '../csv.ts'
import {
  cancelPackage,
  extendPackage,
  recordPackageRefund,
  type PackageActionContext,
} from './admin-package-actions.ts'
import {
  exportPackages,
  getPackageForAdmin,
  listPackagesForAdmin,
} from './admin-packages.service.ts'

const IdParams = z.object({ id: z.string() })
// An action the package's state does not allow (cancelling a cancelled one): 409.
const actionResponses = { 200: AdminPackageDetailSchema, 409: ErrorResponseSchema }

/**
 * The back office's packages (issue 21, D26): administrators only, checked before the
 * body is looked at (a visitor hears 401 and a student 403 before any 415 or 400).
 */
export const adminPackagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): PackageActionContext => ({
    db: app.database.db,
    ...bookingEmailContextOf(app.config),
  })
  const packageId = (id: string) => recordId(id, adminPackageMessages.notFound)
  // Every action answers the package as the back office reads it, after the change.
  const reread = (id: string) => getPackageForAdmin(app.database.db, id)

  app.get(
    '/api/admin/packages',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'List and search the packages',
        description:
          'Every week or month package, newest first, a page at a time: its student, hours (total, scheduled, used, left), validity, status, payment and any refund.',
        querystring: AdminPackageListQuerySchema,
        response: { 200: AdminPackageListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listPackagesForAdmin(app.database.db, request.query)
    },
  )

  app.get(
    '/api/admin/packages/export.csv',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Export the packages as CSV',
        querystring: AdminPackageListQuerySchema,
        response: { 200: CsvResponse },
      },
    },
    async (request, reply) => {
      const csv = await exportPackages(app.database.db, request.query)
      return sendCsv(reply, 'packages', csv)
    },
  )

  app.get(
    '/api/admin/packages/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'One package, its sessions and history',
        description:
          'With `refund_if_cancelled_cents`: what cancelling it now would owe (its sessions to come give their minutes back; the unused minutes are refunded pro rata, rounded down to the cent).',
        params: IdParams,
        response: { 200: AdminPackageDetailSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return reread(packageId(request.params.id))
    },
  )

  app.post(
    '/api/admin/packages/:id/extend',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Extend a package’s validity, with the reason',
        description:
          '`valid_until` is the new last SAST day the hours may be used (they lapse at its end): later than the current one, and not before today. 409: the package is cancelled.',
        params: IdParams,
        body: ExtendPackageSchema,
        response: actionResponses,
      },
    },
    async (request) => {
      const id = packageId(request.params.id)
      await extendPackage(ctx(), request.user!, id, {
        lastDay: request.body.valid_until,
        reason: request.body.reason,
      })
      return reread(id)
    },
  )

  app.post(
    '/api/admin/packages/:id/cancel',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Cancel a package, with the reason the student is told',
        description:
          'Cancels its pending and confirmed sessions that have not started (their minutes return), closes the package and, when it was paid, owes the pro-rata refund of its unused minutes (`refund_due_cents`). 409: already cancelled.',
        params: IdParams,
        body: CancelPackageSchema,
        response: actionResponses,
      },
    },
    async (request) => {
      const id = packageId(request.params.id)
      await cancelPackage(ctx(), request.user!, id, request.body.reason)
      return reread(id)
    },
  )

  app.post(
    '/api/admin/packages/:id/refunded',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Record that a cancelled package’s refund was paid',
        description: '409: no refund is owed, or it was already recorded.',
        params: IdParams,
        response: actionResponses,
      },
    },
    async (request) => {
      const id = packageId(request.params.id)
      await recordPackageRefund(ctx(), request.user!, id)
      return reread(id)
    },
  )
}
