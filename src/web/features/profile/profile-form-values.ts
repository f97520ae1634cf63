import type { z } from 'zod'
import { isOneOf, studentCategoryValues } from '#shared/options.ts'
import type { StudentProfile, StudentProfileInputSchema } from '#shared/schemas/student-profile.ts'
import type { DefaultValues } from 'react-hook-form'

export type ProfileFormInput = z.input<typeof StudentProfileInputSchema>
export type ProfileFormOutput = z.output<typeof StudentProfileInputSchema>

/** The part of an email before the @, the spec's stand-in name when there is no profile. */
export const nameFromEmail = (email: string) => email.split('@')[0] ?? ''

/**
 * What the form starts from: the saved profile, or, when there is none (or it could not
 * be loaded), the account's email and a name taken from it (spec part 1 §4). A category
 * the form does not offer starts unset, so the student picks again.
 */
export function formValuesFrom(
  profile: StudentProfile | null,
  accountEmail: string,
): DefaultValues<ProfileFormInput> {
  if (!profile) {
    return {
      name: nameFromEmail(accountEmail),
      email: accountEmail,
      phone_number: '',
      address: '',
      student_level: '',
    }
  }
  const category = isOneOf(studentCategoryValues, profile.student_category)
    ? profile.student_category
    : undefined
  return {
    name: profile.name,
    email: profile.email,
    phone_number: profile.phone_number ?? '',
    address: profile.address ?? '',
    ...(category ? { student_category: category } : {}),
    student_level: category ? profile.student_level : '',
  }
}
