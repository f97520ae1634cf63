import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '#server/db/schema.ts'
import { createTestApp, type TestApp } from '#tests/support/api-test-app.ts'
import { runAdminCommand } from './admin-command.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await t.database.db.insert(users).values([
    { email: 'owner@example.com', name: 'Owner', emailVerifiedAt: new Date() },
    { email: 'squatted@example.com', name: 'Not the owner' },
  ])
})
afterAll(async () => t.close())

describe('npm run admin', () => {
  it('grants, lists and revokes the administrator role by email', async () => {
    expect(await runAdminCommand(t.database.db, ['grant', ' Owner@Example.com'])).toBe(
      'owner@example.com is now an administrator.',
    )
    expect(await runAdminCommand(t.database.db, ['list'])).toBe('owner@example.com')
    await runAdminCommand(t.database.db, ['revoke', 'owner@example.com'])
    expect(await runAdminCommand(t.database.db, ['list'])).toBe('No administrators yet.')
  })

  it('refuses to make an account administrator before its email is verified', async () => {
    await expect(runAdminCommand(t.database.db, ['grant', 'squatted@example.com'])).rejects.toThrow(
      /not verified/,
    )
    expect(await runAdminCommand(t.database.db, ['list'])).toBe('No administrators yet.')
  })

  it('says what is wrong with an unknown email or a bad command', async () => {
    await expect(runAdminCommand(t.database.db, ['grant', 'ghost@example.com'])).rejects.toThrow(
      /register first/,
    )
    await expect(runAdminCommand(t.database.db, ['promote'])).rejects.toThrow(/Usage/)
  })
})
