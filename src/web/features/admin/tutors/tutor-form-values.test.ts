import { describe, expect, it } from 'vitest'
import type { AdminTutor } from '#shared/schemas/admin-tutors.ts'
import { initialsOf, tutorFormData, tutorFormValuesOf } from './tutor-form-values.ts'

const tutor: AdminTutor = {
  id: 7,
  name: 'Naledi Khumalo',
  email: 'naledi@example.com',
  bio: 'Patient and clear.',
  expertise: 'Algebra, Calculus',
  expertise_list: ['Algebra', 'Calculus, limits'],
  qualifications: 'BSc Mathematics',
  qualifications_list: ['BSc Mathematics'],
  years_experience: 4,
  hourly_rate: 350,
  hourly_rate_cents: 35000,
  profile_image_url: '/api/tutors/7/photo?v=abcd1234',
  is_active: true,
  is_demo: false,
  account: { status: 'none' },
  created_at: '2026-01-01T08:00:00.000Z',
  updated_at: '2026-01-01T08:00:00.000Z',
}

describe('tutor form values', () => {
  it('shows the lists one item per line, keeping commas inside an item', () => {
    const values = tutorFormValuesOf(tutor)
    expect(values.expertise).toBe('Algebra\nCalculus, limits')
    expect(values.hourly_rate).toBe('350')
  })

  it('sends every field again, so a deactivation keeps the rest as it was', () => {
    const form = tutorFormData({ ...tutorFormValuesOf(tutor), is_active: false })
    expect(Object.fromEntries(form)).toEqual({
      name: 'Naledi Khumalo',
      email: 'naledi@example.com',
      bio: 'Patient and clear.',
      expertise: 'Algebra\nCalculus, limits',
      qualifications: 'BSc Mathematics',
      years_experience: '4',
      hourly_rate: '350',
      is_active: 'false',
      remove_photo: 'false',
    })
  })

  it('sends a new photo instead of removing the old one', () => {
    const photo = new File([new Uint8Array([1])], 'me.png', { type: 'image/png' })
    const form = tutorFormData({ ...tutorFormValuesOf(tutor), remove_photo: true }, photo)
    expect(form.get('remove_photo')).toBe('false')
    expect(form.get('photo')).toBeInstanceOf(File)
  })

  it('makes initials from the first and last name', () => {
    expect(initialsOf('Naledi Grace Khumalo')).toBe('NK')
    expect(initialsOf('Sipho')).toBe('S')
  })
})
