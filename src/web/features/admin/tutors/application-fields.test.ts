import { describe, expect, it } from 'vitest'
import type { SubmissionDetail } from '#shared/schemas/admin-submissions.ts'
import { askedRateOf, promotedTutorOf } from './application-fields.ts'

const application = (
  tutor_application: SubmissionDetail['tutor_application'],
): SubmissionDetail => ({
  id: '6a0a3c55-5a4a-4a8b-9a53-0f6d1c0b6f21',
  reference: 'TA-2XFHZ5E8',
  kind: 'tutor-applications',
  status: 'new',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  title: 'Nomsa Khumalo',
  email: 'nomsa@example.com',
  summary: '',
  payment_status: null,
  payment_method: null,
  payment_reference: null,
  amount_cents: null,
  admin_note: null,
  fields: [],
  tutor_application,
  replies: [],
  consultation: null,
})

describe('a tutor application’s facts for the promote panel', () => {
  it('gives the asked-for rate in rand as the form takes it', () => {
    const rate = (cents: number | null) =>
      askedRateOf(application({ hourly_rate_cents: cents, promoted_tutor_id: null }))
    expect(rate(18_000)).toBe('180')
    expect(rate(125_050)).toBe('1250.50')
    expect(rate(null)).toBe('')
    expect(askedRateOf(application(null))).toBe('')
  })

  it('names the tutor the application became, once it has', () => {
    expect(promotedTutorOf(application({ hourly_rate_cents: null, promoted_tutor_id: 7 }))).toBe(7)
    expect(
      promotedTutorOf(application({ hourly_rate_cents: null, promoted_tutor_id: null })),
    ).toBeNull()
  })
})
