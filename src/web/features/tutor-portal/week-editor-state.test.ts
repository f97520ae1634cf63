import { describe, expect, it } from 'vitest'
import { endChoices, errorsByInterval, nextInterval, startChoices } from './week-editor-state.ts'

describe('the week editor', () => {
  it('offers starts from 00:00 to 23:30 and ends from 00:30 to 24:00 on the half hour', () => {
    expect(startChoices).toHaveLength(48)
    expect(startChoices[0]!.value).toBe('00:00')
    expect(startChoices.at(-1)!.value).toBe('23:30')
    expect(endChoices[0]!.value).toBe('00:30')
    expect(endChoices.at(-1)!.value).toBe('24:00')
  })

  it('adds office hours to an empty day, then two hours after the last end, until midnight', () => {
    expect(nextInterval([])).toEqual({ start: '09:00', end: '17:00' })
    expect(nextInterval([{ end: '17:00' }, { end: '12:00' }])).toEqual({
      start: '17:00',
      end: '19:00',
    })
    expect(nextInterval([{ end: '23:00' }])).toEqual({ start: '23:00', end: '24:00' })
    expect(nextInterval([{ end: '24:00' }])).toBeNull()
  })

  it('places the server’s field errors on the intervals they name', () => {
    const sent = [
      { key: 7, weekday: 1, start: '09:00', end: '12:00' },
      { key: 9, weekday: 2, start: '14:00', end: '13:00' },
    ]
    const errors = errorsByInterval(
      { 'weekly.1.end': 'The end must be after the start', weekly: 'Overlap' },
      sent,
    )
    expect([...errors]).toEqual([[9, 'The end must be after the start']])
    expect(errorsByInterval(undefined, sent).size).toBe(0)
  })
})
