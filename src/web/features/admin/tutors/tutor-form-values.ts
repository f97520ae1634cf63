import type { AdminTutor } from '#shared/schemas/admin-tutors.ts'

/** What the tutor form holds: the multipart text fields as typed, lists one item per line. */
export type TutorFormValues = {
  name: string
  email: string
  bio: string
  expertise: string
  qualifications: string
  years_experience: string
  hourly_rate: string
  is_active: boolean
  remove_photo: boolean
}

export type TutorFormField = keyof TutorFormValues | 'photo'

export const blankTutorForm: TutorFormValues = {
  name: '',
  email: '',
  bio: '',
  expertise: '',
  qualifications: '',
  years_experience: '0',
  hourly_rate: '',
  is_active: true,
  remove_photo: false,
}

/** A saved tutor as the form shows it for an edit. */
export function tutorFormValuesOf(tutor: AdminTutor): TutorFormValues {
  return {
    name: tutor.name,
    email: tutor.email,
    bio: tutor.bio,
    expertise: tutor.expertise_list.join('\n'),
    qualifications: tutor.qualifications_list.join('\n'),
    years_experience: String(tutor.years_experience),
    hourly_rate: String(tutor.hourly_rate),
    is_active: tutor.is_active,
    remove_photo: false,
  }
}

/**
 * The multipart body of POST /api/admin/tutors and PUT /api/admin/tutors/{id}: every text
 * field (the server replaces them all), then the photo, if one was chosen.
 */
export function tutorFormData(values: TutorFormValues, photo: File | null = null): FormData {
  const form = new FormData()
  form.set('name', values.name)
  form.set('email', values.email)
  form.set('bio', values.bio)
  form.set('expertise', values.expertise)
  form.set('qualifications', values.qualifications)
  form.set('years_experience', values.years_experience.trim())
  form.set('hourly_rate', values.hourly_rate.trim())
  form.set('is_active', String(values.is_active))
  form.set('remove_photo', String(values.remove_photo && !photo))
  if (photo) form.set('photo', photo)
  return form
}

const fieldNames = new Set<string>([...Object.keys(blankTutorForm), 'photo'])

export const isTutorFormField = (name: string): name is TutorFormField => fieldNames.has(name)

/** Two letters for a tutor without a photo: 'Thabo Nkosi' → 'TN'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words.slice(0, 1)
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase()
}
