import { z } from 'zod'

/**
 * A tutor as the API serves it (spec part 1 §3). Expertise and qualifications are stored
 * as lists and served comma-separated as the spec shows them; `*_list` carries the same
 * items for a client that should not split on commas inside an item. The tutor's email
 * stays with the business: students book through the platform (docs/decisions).
 */
export const TutorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bio: z.string(),
  expertise: z.string(),
  expertise_list: z.array(z.string()),
  qualifications: z.string(),
  qualifications_list: z.array(z.string()),
  years_experience: z.number().int(),
  hourly_rate: z.number(),
  hourly_rate_cents: z.number().int(),
  profile_image_url: z.string().nullable(),
})
export type Tutor = z.infer<typeof TutorSchema>

/**
 * A tutor on the public pages: with the first open one-hour start students can book (D25),
 * an ISO instant, or null when the tutor publishes no availability or nothing is open.
 */
export const PublicTutorSchema = TutorSchema.extend({
  next_open_at: z.string().nullable(),
  // D28: over the tutor's visible reviews; the average to one decimal, null with none.
  rating_average: z.number().nullable(),
  rating_count: z.number().int(),
})
export type PublicTutor = z.infer<typeof PublicTutorSchema>

export const MathematicsModuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  group: z.string(),
})
export type MathematicsModule = z.infer<typeof MathematicsModuleSchema>

/** GET /api/tutors/{id}/availability?date=: the hours the tutor is in a session that day (D25). */
export const TutorAvailabilitySchema = z.object({
  date: z.string(),
  taken: z.array(z.string()),
})
export type TutorAvailability = z.infer<typeof TutorAvailabilitySchema>
