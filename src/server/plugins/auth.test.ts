import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { accountMessages, apiMessages } from '#shared/messages.ts'
import type { CurrentUser } from '../features/accounts/sessions.service.ts'
import { requireAdmin, requireUser, requireVerified } from './auth.ts'

const as = (user: Partial<CurrentUser> | null) =>
  ({
    user: user && {
      id: 'u1',
      email: 'a@example.com',
      name: 'A',
      role: 'student',
      emailVerified: true,
      sessionId: 's1',
      ...user,
    },
  }) as unknown as FastifyRequest

describe('route guards', () => {
  it('requireUser refuses a visitor with 401', async () => {
    await expect(requireUser(as(null))).rejects.toMatchObject({
      statusCode: 401,
      message: apiMessages.notSignedIn,
    })
    await expect(requireUser(as({}))).resolves.toBeUndefined()
  })

  it('requireVerified refuses an unverified email with 403 (D8)', async () => {
    await expect(requireVerified(as({ emailVerified: false }))).rejects.toMatchObject({
      statusCode: 403,
      message: accountMessages.verifyFirst,
    })
    await expect(requireVerified(as(null))).rejects.toMatchObject({ statusCode: 401 })
    await expect(requireVerified(as({}))).resolves.toBeUndefined()
  })

  it('requireAdmin refuses a student with 403 and admits an administrator (D11)', async () => {
    await expect(requireAdmin(as({ role: 'student' }))).rejects.toMatchObject({ statusCode: 403 })
    await expect(requireAdmin(as(null))).rejects.toMatchObject({ statusCode: 401 })
    await expect(requireAdmin(as({ role: 'admin' }))).resolves.toBeUndefined()
  })
})
