import type { ReactNode } from 'react'
import { Input, Textarea } from '#web/components/ui/field.tsx'

type AboutField = 'bio' | 'expertise' | 'qualifications' | 'years_experience'
type Bound = {
  value: string
  error?: string | undefined
  onChange: (event: { target: { value: string } }) => void
}

export const tutorAboutMessages = {
  bio: 'Bio',
  bioHint: 'Up to 2,000 characters.',
  expertise: 'Expertise',
  expertiseHint: 'One subject or topic per line.',
  qualifications: 'Qualifications',
  qualificationsHint: 'One qualification per line.',
  years: 'Years of experience',
} as const

/**
 * What students read about a tutor — bio, expertise, qualifications, experience — as the
 * back office's tutor form and the tutor's own profile form both edit it. `field` binds
 * one field to the form's state; `aside` sits beside the experience (the office's rate).
 */
export function TutorAboutFields({
  field,
  aside,
}: {
  field: (name: AboutField) => Bound
  aside?: ReactNode
}) {
  const t = tutorAboutMessages
  return (
    <>
      <Textarea label={t.bio} hint={t.bioHint} rows={5} maxLength={2000} {...field('bio')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Textarea label={t.expertise} hint={t.expertiseHint} rows={4} {...field('expertise')} />
        <Textarea
          label={t.qualifications}
          hint={t.qualificationsHint}
          rows={4}
          {...field('qualifications')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t.years}
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          step={1}
          required
          {...field('years_experience')}
        />
        {aside}
      </div>
    </>
  )
}
