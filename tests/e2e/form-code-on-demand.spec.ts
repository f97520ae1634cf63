import type { Page } from '@playwright/test'
import { contactFieldMessages as f } from '../../src/shared/schemas/contact-message.ts'
import { schoolBookingMessages } from '../../src/shared/schemas/school-booking.ts'
import { expect, test } from './support/fixtures.ts'

// A prerendered page's form loads its code (react-hook-form, zod, the schemas, payment)
// only when it comes near or the visitor starts using it (docs/decisions/022); until then
// the server's form is on the screen and usable, and nothing the visitor does is lost.

/** Holds back every request for a chunk until `release()`; `requested` lists their paths. */
async function holdChunks(page: Page, pattern: string) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const requested: string[] = []
  await page.route(pattern, async (route) => {
    requested.push(new URL(route.request().url()).pathname)
    await held
    await route.continue()
  })
  return { release, requested }
}

test('a form below the screen loads its code only once the visitor scrolls towards it', async ({
  page,
}) => {
  const chunks = await holdChunks(page, '**/assets/school-booking-form-*.js')
  await page.goto('/school-booking')
  const form = page.getByTestId('school-booking-form')
  const code = page.locator('main [data-form-code]')
  await expect(code).toHaveAttribute('data-form-code', 'waiting')
  await expect(form).toBeVisible()
  // The page has hydrated, and the form (about two screens down) has not asked for code.
  expect(chunks.requested).toEqual([])

  await form.scrollIntoViewIfNeeded()
  await expect(code).toHaveAttribute('data-form-code', 'loading')
  expect(chunks.requested).toHaveLength(1)
  chunks.release()
  await expect(code).toHaveAttribute('data-form-code', 'ready')
  // Working: the submit button follows what is filled in.
  await form.getByLabel('School Name').fill('Mamelodi Secondary')
  await form.getByLabel('Contact Email').fill('office@mamelodi.example')
  await form.getByLabel('Subject').selectOption('physics')
  await expect(form.getByRole('button', { name: schoolBookingMessages.submit })).toBeEnabled()
})

test('what a visitor gives the form before its code arrives is kept, and a submit made meanwhile is sent once it has', async ({
  page,
}) => {
  const chunks = await holdChunks(page, '**/assets/contact-form-*.js')
  await page.goto('/contact')
  const form = page.getByTestId('contact-form')
  const code = page.locator('main [data-form-code]')
  await form.getByLabel('Your Name').fill('Sipho Dlamini')
  await form.getByLabel('Message').fill('He is in Grade 10 and struggles with functions.')
  await form.getByLabel('Face-to-face', { exact: true }).check()
  await form.getByLabel('Preferred Time (optional)').selectOption('10:00')
  await form.getByRole('button', { name: /send/i }).click()
  // Held, not sent natively (its fields in the address), and the visitor is told.
  await expect(page.getByRole('status').filter({ hasText: 'Getting the form ready' })).toBeVisible()
  expect(new URL(page.url()).search).toBe('')
  await expect(code).not.toHaveAttribute('data-form-code', 'ready')
  expect(chunks.requested.length).toBeGreaterThan(0)

  chunks.release()
  await expect(code).toHaveAttribute('data-form-code', 'ready')
  // The held submit went through the form's own validation, with what was typed.
  await expect(form.getByText(f.emailRequired)).toBeVisible()
  await expect(form.getByText(f.nameRequired)).toHaveCount(0)
  await expect(form.getByLabel('Your Name')).toHaveValue('Sipho Dlamini')
  await expect(form.getByLabel('Message')).toHaveValue(
    'He is in Grade 10 and struggles with functions.',
  )
  await expect(form.getByLabel('Face-to-face', { exact: true })).toBeChecked()
  await expect(form.getByLabel('Preferred Time (optional)')).toHaveValue('10:00')
  await expect(page.getByRole('status').filter({ hasText: 'Getting the form ready' })).toHaveCount(
    0,
  )
})
