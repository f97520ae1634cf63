import type { SubmissionDetail } from '#shared/schemas/admin-submissions.ts'

// A tutor application's detail gives its columns as labelled, formatted fields (the server
// labels each column from its name), so these two are read by their labels.

const fieldOf = (detail: SubmissionDetail, label: string) =>
  detail.fields.find((field) => field.label === label)?.value ?? ''

/** The rate the applicant asked for, in rand as typed ('R1,250' → '1250'); '' for none. */
export const askedRateOf = (detail: SubmissionDetail) =>
  fieldOf(detail, 'Hourly rate')
    .replace(/[^\d.]/g, '')
    .replace(/\.00$/, '')

/** The tutor this application became, or '' while it has not become one. */
export const promotedTutorOf = (detail: SubmissionDetail) => fieldOf(detail, 'Promoted tutor id')
