import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminUserMessages as m } from '#shared/admin.ts'
import {
  AdminDeleteUserSchema,
  AdminUserListQuerySchema,
  AdminUserListSchema,
  AdminUserSchema,
  RoleChangeSchema,
} from '#shared/schemas/admin-users.ts'
import { ErrorResponseSchema, MessageResponseSchema } from '#shared/schemas/common.ts'
import { PersonalDataExportSchema } from '#shared/schemas/personal-data.ts'
import { recordId } from '../../../lib/record-id.ts'
import { CsvResponse, sendCsv } from '../csv.ts'
import { requireAdmin } from '../../../plugins/auth.ts'
import {
  changeRole,
  deleteUserOnRequest,
  exportUserForRequest,
  exportUsers,
  getUser,
  listUsers,
} from './admin-users.service.ts'

const IdParams = z.object({ id: z.string() })

/** The back office's accounts (issue 8; D11, D22): administrators only. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db
  const userId = (id: string) => recordId(id, m.notFound)

  app.get(
    '/api/admin/users',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'List and search the accounts',
        querystring: AdminUserListQuerySchema,
        response: { 200: AdminUserListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listUsers(db(), request.query)
    },
  )

  app.get(
    '/api/admin/users/export.csv',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Export the accounts as CSV',
        querystring: AdminUserListQuerySchema,
        response: { 200: CsvResponse },
      },
    },
    async (request, reply) => {
      const csv = await exportUsers(db(), request.query)
      return sendCsv(reply, 'accounts', csv)
    },
  )

  app.get(
    '/api/admin/users/:id',
    {
      onRequest: requireAdmin,
      schema: { summary: 'One account', params: IdParams, response: { 200: AdminUserSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getUser(db(), userId(request.params.id))
    },
  )

  app.post(
    '/api/admin/users/:id/role',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Grant or revoke the administrator role',
        description:
          '409: the address is not verified, is listed in `ADMIN_EMAILS`, or is the last administrator’s.',
        params: IdParams,
        body: RoleChangeSchema,
        response: { 200: AdminUserSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) =>
      changeRole(
        db(),
        request.user!,
        userId(request.params.id),
        request.body.role,
        app.config.adminEmails,
      ),
  )

  app.get(
    '/api/admin/users/:id/export',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Download a person’s data on their request (POPIA)',
        params: IdParams,
        response: {
          200: {
            description: 'Everything stored about the person, as a JSON download.',
            content: { 'application/json': { schema: PersonalDataExportSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const id = userId(request.params.id)
      const data = await exportUserForRequest(db(), request.user!, id)
      return reply
        .header('content-disposition', `attachment; filename="personal-data-${id}.json"`)
        .header('cache-control', 'no-store')
        .send(data)
    },
  )

  app.delete(
    '/api/admin/users/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Delete a person’s account on their request (POPIA)',
        description:
          'Bookings stay, anonymised. 403: your own account. 409: the last administrator’s.',
        params: IdParams,
        body: AdminDeleteUserSchema,
        response: {
          200: MessageResponseSchema,
          403: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await deleteUserOnRequest(
        db(),
        request.user!,
        userId(request.params.id),
        request.body.confirm_email,
      )
      return { message: m.deleted }
    },
  )
}
