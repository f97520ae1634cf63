import { describe, expect, it } from 'vitest'
import { completionOf } from './profile-completion.ts'

describe('completionOf', () => {
  it('counts basic information as complete with a name and an email', () => {
    expect(completionOf({ name: 'Thandi', email: 'thandi@example.com' }).basic).toBe('complete')
    expect(completionOf({ name: ' ', email: 'thandi@example.com' }).basic).toBe('incomplete')
    expect(completionOf({ name: 'Thandi', email: '' }).basic).toBe('incomplete')
  })

  it('reads contact details as optional without a phone and complete with one', () => {
    expect(completionOf({ phone_number: null }).contact).toBe('optional')
    expect(completionOf({ phone_number: '' }).contact).toBe('optional')
    expect(completionOf({ phone_number: '071 234 5678' }).contact).toBe('complete')
  })

  it('needs both a category and a level for academic information', () => {
    expect(completionOf({ student_category: 'college' }).academic).toBe('incomplete')
    expect(completionOf({ student_category: 'college', student_level: '' }).academic).toBe(
      'incomplete',
    )
    expect(completionOf({ student_category: 'college', student_level: 'N4' }).academic).toBe(
      'complete',
    )
  })
})
