// The completion checklist (spec part 1 §5): what counts as done for each part.

export type CompletionValues = {
  name?: string | null | undefined
  email?: string | null | undefined
  phone_number?: string | null | undefined
  student_category?: string | null | undefined
  student_level?: string | null | undefined
}

/** `optional`: not given, and not needed (the contact details without a phone). */
export type CompletionState = 'complete' | 'incomplete' | 'optional'

export type Completion = {
  basic: CompletionState
  contact: CompletionState
  academic: CompletionState
}

const filled = (value: string | null | undefined) => Boolean(value?.trim())

export function completionOf(values: CompletionValues): Completion {
  return {
    basic: filled(values.name) && filled(values.email) ? 'complete' : 'incomplete',
    contact: filled(values.phone_number) ? 'complete' : 'optional',
    academic:
      filled(values.student_category) && filled(values.student_level) ? 'complete' : 'incomplete',
  }
}
