import type { SubmissionDetail } from '#shared/schemas/admin-submissions.ts'

/** The rate the applicant asked for, in whole rand as the form takes it; '' for none. */
export function askedRateOf(detail: SubmissionDetail): string {
  const cents = detail.tutor_application?.hourly_rate_cents
  if (cents === null || cents === undefined) return ''
  return String(cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2))
}

/** The tutor this application became, or null while it has not become one. */
export const promotedTutorOf = (detail: SubmissionDetail) =>
  detail.tutor_application?.promoted_tutor_id ?? null
