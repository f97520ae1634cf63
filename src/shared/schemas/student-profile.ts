import { z } from 'zod'
import { isLevelOf, studentCategoryValues } from '../options.ts'
import { emailField, optionalText } from './fields.ts'

/** Profile (spec part 1 §5): the level must be one of the chosen category's levels. */
export const StudentProfileInputSchema = z
  .object({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100),
    email: emailField(),
    phone_number: optionalText(30),
    address: optionalText(300),
    student_category: z.enum(studentCategoryValues, {
      error: 'Please select your student category',
    }),
    student_level: z
      .string({ error: 'Please select your current level' })
      .min(1, 'Please select your current level'),
  })
  .refine((profile) => isLevelOf(profile.student_category, profile.student_level), {
    path: ['student_level'],
    message: 'Please select your current level',
  })
export type StudentProfileInput = z.input<typeof StudentProfileInputSchema>

export const StudentProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  student_category: z.string(),
  student_level: z.string(),
  updated_at: z.string(),
})
export type StudentProfile = z.infer<typeof StudentProfileSchema>
