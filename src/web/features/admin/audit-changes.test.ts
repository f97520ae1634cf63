import { describe, expect, it } from 'vitest'
import {
  AUDIT_VALUE_MAX,
  actionLabel,
  auditChanges,
  formatAuditValue,
  subjectLabel,
  submissionSubject,
} from './audit-changes.ts'

describe('auditChanges', () => {
  it('lists each changed value with its label, statuses by their names', () => {
    expect(
      auditChanges(
        { status: 'new', admin_note: null },
        { status: 'in_progress', admin_note: 'Called the school' },
      ),
    ).toEqual([
      { field: 'Status', before: 'New', after: 'In progress' },
      { field: 'Internal note', before: '—', after: 'Called the school' },
    ])
  })

  it('leaves out what did not change and counts a value on one side only', () => {
    expect(
      auditChanges(
        { payment_status: 'pending' },
        { payment_status: 'completed', payment_reference: 'DN-AB12CD34' },
      ),
    ).toEqual([
      { field: 'Payment status', before: 'Awaiting payment', after: 'Paid' },
      { field: 'Payment reference', before: '—', after: 'DN-AB12CD34' },
    ])
    expect(auditChanges({ status: 'done' }, { status: 'done' })).toEqual([])
  })

  it('copes with an entry that has no before or after', () => {
    expect(auditChanges(null, null)).toEqual([])
    expect(auditChanges(null, { tutor_id: 3 })).toEqual([
      { field: 'Tutor id', before: '—', after: '3' },
    ])
  })
})

describe('formatAuditValue', () => {
  it('shows cents in rand, days and instants in SAST and flags as Yes or No', () => {
    expect(formatAuditValue('hourly_rate_cents', 35_000)).toBe('R350')
    expect(formatAuditValue('last_day', '2026-12-23')).toBe('Dec 23, 2026')
    expect(formatAuditValue('scheduled_at', '2026-11-22T12:00:00.000Z')).toBe(
      'Nov 22, 2026, 02:00 PM',
    )
    expect(formatAuditValue('is_active', false)).toBe('No')
    expect(formatAuditValue('tutor_id', 7)).toBe('7')
  })

  it('cuts a long note with an ellipsis', () => {
    const text = formatAuditValue('admin_note', 'x'.repeat(AUDIT_VALUE_MAX + 40))
    expect(text).toHaveLength(AUDIT_VALUE_MAX)
    expect(text.endsWith('…')).toBe(true)
  })

  it('names the reason a review was hidden', () => {
    expect(
      auditChanges(
        { hidden: false, hidden_reason: null },
        { hidden: true, hidden_reason: 'Shares a phone number' },
      ),
    ).toEqual([
      { field: 'Hidden', before: 'No', after: 'Yes' },
      { field: 'Reason for hiding', before: '—', after: 'Shares a phone number' },
    ])
  })

  it('shows an unknown status as it is stored', () => {
    expect(formatAuditValue('status', 'archived')).toBe('archived')
  })
})

describe('labels', () => {
  it('names the actions it knows and reads the others', () => {
    expect(actionLabel('submission.update')).toBe('Updated')
    expect(actionLabel('submission.mark_paid')).toBe('Marked paid')
    expect(actionLabel('booking.confirm')).toBe('Confirmed')
    expect(actionLabel('review.hide')).toBe('Review hidden')
    expect(actionLabel('review.unhide')).toBe('Review shown again')
    expect(actionLabel('lesson.reschedule')).toBe('Lesson reschedule')
  })

  it('knows which subjects are submissions', () => {
    expect(submissionSubject('school-bookings')).toEqual({
      kind: 'school-bookings',
      label: 'School bookings',
    })
    expect(submissionSubject('bookings')).toBeNull()
    expect(subjectLabel('users')).toBe('Accounts')
    expect(subjectLabel('session_reviews')).toBe('Reviews')
    expect(subjectLabel('tutor-applications')).toBe('Tutor applications')
    expect(subjectLabel('lesson_plans')).toBe('Lesson plans')
  })
})
