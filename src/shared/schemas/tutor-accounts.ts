import { z } from 'zod'
import { AdminTutorFieldsSchema, TutorAccountSchema } from './admin-tutors.ts'

export { TutorAccountSchema, type TutorAccount } from './admin-tutors.ts'

/** The answer of the back office's invitation actions: what happened, and the new status. */
export const TutorAccountActionSchema = z.object({
  message: z.string(),
  account: TutorAccountSchema,
})
export type TutorAccountAction = z.infer<typeof TutorAccountActionSchema>

/** GET /api/tutor-invitations/{token}: a usable invitation, for the page that accepts it. */
export const TutorInvitationSchema = z.object({
  tutor_name: z.string(),
  email: z.string(),
  status: z.literal('open'),
  expires_at: z.string(),
})
export type TutorInvitation = z.infer<typeof TutorInvitationSchema>

export const AcceptTutorInvitationSchema = z.object({
  message: z.string(),
  tutor_id: z.number().int(),
})
export type AcceptTutorInvitation = z.infer<typeof AcceptTutorInvitationSchema>

/**
 * PUT /api/tutor/profile: what a tutor edits of their own record, validated as the back
 * office's tutor form validates the same fields. Name, email, rate and active stay the
 * office's; any other key is ignored.
 */
export const TutorProfileFieldsSchema = AdminTutorFieldsSchema.pick({
  bio: true,
  expertise: true,
  qualifications: true,
  years_experience: true,
})
export type TutorProfileFields = z.input<typeof TutorProfileFieldsSchema>
export type TutorProfileValues = z.output<typeof TutorProfileFieldsSchema>

/** GET|PUT /api/tutor/profile: the tutor's own record; the office's fields are read-only. */
export const TutorProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  bio: z.string(),
  expertise_list: z.array(z.string()),
  qualifications_list: z.array(z.string()),
  years_experience: z.number().int(),
  hourly_rate_cents: z.number().int(),
  is_active: z.boolean(),
  profile_image_url: z.string().nullable(),
})
export type TutorProfile = z.infer<typeof TutorProfileSchema>
