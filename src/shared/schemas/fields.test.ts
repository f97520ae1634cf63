import { describe, expect, it } from 'vitest'
import { listPage } from './admin-list.ts'
import { ConfirmBookingSchema } from './admin-bookings.ts'
import { AdminTutorFieldsSchema } from './admin-tutors.ts'
import { BookingInputSchema } from './booking.ts'
import {
  integerId,
  INTEGER_ID_MAX,
  numberOneOf,
  strictInteger,
  wholeNumberBetween,
} from './fields.ts'
import { PartnershipInputSchema } from './partnership.ts'

// Issue 25 item 7: z.coerce.number() read `true` as 1 and '0x10' as 16. An integer is a JSON
// integer or a string of digits (what a form's input and a query string carry), and
// nothing else (decision 003).

/** What z.coerce.number() took for a number and no form or API client means as one. */
const notIntegers: [string, unknown][] = [
  ['true', true],
  ['false', false],
  ['null', null],
  ['an empty string', ''],
  ['a blank string', '  '],
  ['hexadecimal text', '0x10'],
  ['binary text', '0b11'],
  ['exponent text', '1e1'],
  ['text with a leading space', ' 5'],
  ['text with a trailing newline', '5\n'],
  ['text with a sign', '+5'],
  ['negative text', '-5'],
  ['decimal text', '1.0'],
  ['a fraction', 1.5],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['NaN', Number.NaN],
  ['an array', [5]],
  ['an object', { value: 5 }],
  ['Arabic-Indic digits', '٥'],
  ['a number beyond the safe integers', 2 ** 53],
  ['digits beyond the safe integers', '9007199254740993'],
]

describe('strictInteger', () => {
  const schema = strictInteger()

  it.each([
    [5, 5],
    [0, 0],
    ['5', 5],
    ['0', 0],
    ['007', 7],
    ['2147483647', 2_147_483_647],
    [-3, -3],
  ])('reads %j as %j', (input, output) => {
    expect(schema.parse(input)).toBe(output)
  })

  it.each(notIntegers)('refuses %s', (_name, input) => {
    expect(schema.safeParse(input).success).toBe(false)
  })

  it('keeps its bounds and step, and says the one message for every refusal', () => {
    const message = 'Please enter a rate from R50 to R5,000, in steps of R10'
    const rate = strictInteger({ min: 50, max: 5000, multipleOf: 10, message })
    expect(rate.parse('350')).toBe(350)
    for (const input of [40, '5010', 355, '0x10', true, '']) {
      const result = rate.safeParse(input)
      expect(result.success).toBe(false)
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([message])
    }
  })
})

describe('integerId', () => {
  it('takes a serial id from 1 to the largest PostgreSQL integer', () => {
    expect(integerId().parse('1')).toBe(1)
    expect(integerId().parse(INTEGER_ID_MAX)).toBe(INTEGER_ID_MAX)
    for (const input of [0, '0', INTEGER_ID_MAX + 1, String(INTEGER_ID_MAX + 1), '1e3', true]) {
      expect(integerId().safeParse(input).success).toBe(false)
    }
  })
})

describe('wholeNumberBetween and numberOneOf', () => {
  const learners = wholeNumberBetween(10, 500, 'Please enter between 10 and 500 learners')
  const duration = numberOneOf([1, 2, 4], 'Please choose how long')

  it('take a number or its digits', () => {
    expect(learners.parse(35)).toBe(35)
    expect(learners.parse('35')).toBe(35)
    expect(duration.parse('2')).toBe(2)
    expect(duration.parse(4)).toBe(4)
  })

  it.each(notIntegers)('refuse %s', (_name, input) => {
    expect(learners.safeParse(input).success).toBe(false)
    expect(duration.safeParse(input).success).toBe(false)
  })

  it('refuse text that coercion would have read as an allowed value', () => {
    expect(learners.safeParse('0x10').success).toBe(false)
    expect(learners.safeParse(' 35').success).toBe(false)
    expect(duration.safeParse('2.0').success).toBe(false)
    expect(duration.safeParse(true).success).toBe(false)
  })
})

describe('the schemas that coerced', () => {
  it('a booking’s module: module 1 only when the form or the API says 1', () => {
    const module = BookingInputSchema.shape.mathematics_module_id
    expect(module.parse('1')).toBe(1)
    expect(module.parse(1)).toBe(1)
    for (const input of [true, '0x10', '1e1', ' 5', 1.5, '0', 0]) {
      expect(module.safeParse(input).success).toBe(false)
    }
  })

  it('a booking’s tutor: none for the form’s blank or 0, else a strict id', () => {
    const tutor = BookingInputSchema.shape.tutor_id
    expect(tutor.parse('')).toBeUndefined()
    expect(tutor.parse('0')).toBeUndefined()
    expect(tutor.parse(null)).toBeUndefined()
    expect(tutor.parse('12')).toBe(12)
    for (const input of [true, '0x10', '1e1', ' 5', 1.5]) {
      expect(tutor.safeParse(input).success).toBe(false)
    }
  })

  it('a partnership’s student count: blank is none, digits are a count, hex is refused', () => {
    const count = PartnershipInputSchema.shape.student_count
    expect(count.parse('')).toBeUndefined()
    expect(count.parse('120')).toBe(120)
    for (const input of [true, '0x10', '1e1', ' 5', 1.5]) {
      expect(count.safeParse(input).success).toBe(false)
    }
  })

  it('a tutor’s years and rate from the back office’s multipart form', () => {
    const { years_experience: years, hourly_rate: rate } = AdminTutorFieldsSchema.shape
    expect(years.parse('10')).toBe(10)
    expect(rate.parse('350')).toBe(350)
    for (const input of ['', '1e1', '0x10', ' 10', '10.0']) {
      expect(years.safeParse(input).success).toBe(false)
      expect(rate.safeParse(input).success).toBe(false)
    }
  })

  it('a confirmed booking’s tutor: an id, null or blank for none', () => {
    const base = { date: '', time: '' }
    expect(ConfirmBookingSchema.parse({ ...base, tutor_id: '3' }).tutor_id).toBe(3)
    expect(ConfirmBookingSchema.parse({ ...base, tutor_id: '' }).tutor_id).toBeNull()
    expect(ConfirmBookingSchema.safeParse({ ...base, tutor_id: true }).success).toBe(false)
    expect(ConfirmBookingSchema.safeParse({ ...base, tutor_id: '0x10' }).success).toBe(false)
  })

  it('a page number in a query string: digits only, 1 when absent', () => {
    expect(listPage.parse(undefined)).toBe(1)
    expect(listPage.parse('3')).toBe(3)
    for (const input of ['', '0', '0x10', '1e1', ' 2', '2.0']) {
      expect(listPage.safeParse(input).success).toBe(false)
    }
  })
})
