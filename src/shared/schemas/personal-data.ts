import { z } from 'zod'

const record = z.looseObject({})

/**
 * GET /api/users/me/export and GET /api/admin/users/{id}/export (POPIA, D22): everything
 * stored about one person, as a JSON download. Its sections are named here; what each
 * holds follows the stored records, so they pass through as they are.
 */
export const PersonalDataExportSchema = z.looseObject({
  exported_at: z.string(),
  account: z.looseObject({ email: z.string(), name: z.string() }),
  student_profile: record.nullable(),
  guardian_consent: record.nullable(),
  newsletter: record.nullable(),
  sessions: z.array(record),
  bookings: z.array(record),
  /** D28: the reviews they wrote of their sessions. */
  reviews: z.array(record),
  /** Each form's submissions sent while signed in, by the form's kind. */
  forms_sent_while_signed_in: z.record(z.string(), z.array(record)),
  library_uploads: z.array(record),
  payments: z.array(record),
})
export type PersonalDataExport = z.infer<typeof PersonalDataExportSchema>
