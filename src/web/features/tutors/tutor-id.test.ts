import { describe, expect, it } from 'vitest'
import { parseTutorId } from './tutor-id.ts'

describe('tutor id from the address', () => {
  it('reads a positive whole number', () => {
    expect(parseTutorId('1')).toBe(1)
    expect(parseTutorId('999999')).toBe(999999)
  })

  it('rejects what is not an id, so the page goes back to the list', () => {
    for (const value of [undefined, null, '', 'abc', '0', '-1', '1.5', '1e3', ' 1', '1234567890']) {
      expect(parseTutorId(value)).toBeUndefined()
    }
  })
})
