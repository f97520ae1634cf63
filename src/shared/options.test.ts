import { describe, it, expect } from 'vitest'
import { z } from 'zod'
import {
  announcementTypes,
  bookingStatusValues,
  contactMeetingTypeValues,
  daysOfWeek,
  defaultMeetingPlatform,
  deliveryMethodValues,
  donationTypeValues,
  genderValues,
  gradeLevels,
  howHeardValues,
  isLevelOf,
  isOneOf,
  labelOf,
  levelsFor,
  libraryCategories,
  meetingPlatformValues,
  meetingPlatforms,
  packageDurationMinutes,
  packageTypeValues,
  partnershipBudgetRangeValues,
  partnershipOrganizationTypeValues,
  partnershipTypeValues,
  paymentMethodValues,
  paymentStatusValues,
  provinceValues,
  provinces,
  qualificationStatusValues,
  schoolBudgetRangeValues,
  schoolPaymentMethodValues,
  schoolSessionDurationValues,
  schoolSessionDurations,
  schoolSubjectValues,
  schoolTimeSlots,
  sessionTypeValues,
  studentCategoryValues,
  studentLevelValues,
  subjectFocusValues,
  tutorSubjects,
  tutoringTimeSlots,
  valuesOf,
  videoDeliveryTimelines,
  videoPreferredLengths,
  videoSubjectAreas,
  workshopBudgetRangeValues,
  workshopDurationValues,
  workshopTypeValues,
} from './options.ts'

describe('option values are exactly the spec values', () => {
  it.each([
    ['student categories', studentCategoryValues, ['high_school', 'college', 'university']],
    [
      'provinces',
      provinceValues,
      [
        'gauteng',
        'western_cape',
        'kwazulu_natal',
        'eastern_cape',
        'free_state',
        'limpopo',
        'mpumalanga',
        'north_west',
        'northern_cape',
      ],
    ],
    [
      'school subjects',
      schoolSubjectValues,
      ['mathematics', 'mathematical_literacy', 'physics', 'chemistry'],
    ],
    ['school durations', schoolSessionDurationValues, [1, 2, 3, 4, 6]],
    [
      'school budget ranges',
      schoolBudgetRangeValues,
      ['under_500', '500_1000', '1000_2000', '2000_5000', 'over_5000', 'flexible'],
    ],
    ['school payment methods', schoolPaymentMethodValues, ['cash', 'transfer']],
    [
      'workshop types',
      workshopTypeValues,
      [
        'curriculum_development',
        'teaching_methodology',
        'assessment_strategies',
        'technology_integration',
        'differentiated_instruction',
        'problem_solving_techniques',
        'exam_preparation',
        'classroom_management',
      ],
    ],
    [
      'subject focus',
      subjectFocusValues,
      [
        'pure_mathematics',
        'applied_mathematics',
        'mathematical_literacy',
        'statistics',
        'calculus',
        'algebra',
        'geometry',
        'trigonometry',
      ],
    ],
    ['workshop durations', workshopDurationValues, [2, 4, 6, 8, 16, 24]],
    [
      'workshop budget ranges',
      workshopBudgetRangeValues,
      ['under_2000', '2000_5000', '5000_10000', '10000_20000', 'over_20000', 'flexible'],
    ],
    ['delivery methods', deliveryMethodValues, ['online', 'face_to_face']],
    ['meeting platforms', meetingPlatformValues, ['zoom', 'google_meet', '']],
    [
      'partnership organization types',
      partnershipOrganizationTypeValues,
      ['business', 'school', 'department', 'employer'],
    ],
    [
      'partnership types',
      partnershipTypeValues,
      [
        'corporate_training',
        'employee_upskilling',
        'curriculum_partnership',
        'bulk_tutoring',
        'institutional_support',
        'recruitment_testing',
        'custom_program',
      ],
    ],
    [
      'partnership budget ranges',
      partnershipBudgetRangeValues,
      ['under_10k', '10k_25k', '25k_50k', '50k_100k', 'over_100k', 'to_be_discussed'],
    ],
    [
      'how heard about us',
      howHeardValues,
      [
        'website',
        'social_media',
        'referral',
        'search_engine',
        'networking_event',
        'advertisement',
        'other',
      ],
    ],
    ['qualification statuses', qualificationStatusValues, ['completed', 'in_progress']],
    ['genders', genderValues, ['male', 'female', 'other', 'prefer_not_to_say']],
    ['contact meeting types', contactMeetingTypeValues, ['online', 'face_to_face', 'both']],
    ['donation types', donationTypeValues, ['one_time', 'monthly', 'annual']],
    ['payment methods', paymentMethodValues, ['google_pay', 'bank_transfer']],
    ['session types', sessionTypeValues, ['one_to_one', 'small_group']],
    [
      'package types',
      packageTypeValues,
      ['1_hour', '2_hours', '1_week', '1_month', 'free_consultation'],
    ],
    ['booking statuses', bookingStatusValues, ['pending', 'confirmed', 'completed', 'cancelled']],
    ['payment statuses', paymentStatusValues, ['pending', 'completed']],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected)
  })

  it('lists the announcement types', () => {
    expect(announcementTypes.map((type) => type.value)).toEqual([
      'text',
      'video',
      'presentation',
      'meeting',
    ])
  })

  it('lists the eight library categories, fourteen tutor subjects and seven days', () => {
    expect(libraryCategories).toHaveLength(8)
    expect(tutorSubjects).toHaveLength(14)
    expect(daysOfWeek).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
  })

  it('lists the video order choices', () => {
    expect(videoSubjectAreas).toHaveLength(10)
    expect(videoPreferredLengths[0]).toBe('5-10 minutes')
    expect(videoPreferredLengths.at(-1)).toBe('45-60 minutes')
    expect(videoDeliveryTimelines).toEqual([
      '1 week',
      '2 weeks',
      '3 weeks',
      '1 month',
      '6 weeks',
      '2 months',
    ])
  })

  it('gives every option a label', () => {
    for (const { label } of [...provinces, ...schoolSessionDurations, ...meetingPlatforms]) {
      expect(label.trim()).not.toBe('')
    }
  })
})

describe('student levels', () => {
  it('offers Grade 8 to Grade 12 to high school students', () => {
    expect(levelsFor('high_school')).toEqual([
      'Grade 8',
      'Grade 9',
      'Grade 10',
      'Grade 11',
      'Grade 12',
    ])
  })

  it('offers N1 to N6 and NCV Level 1 to 4 to college students', () => {
    expect(levelsFor('college')).toEqual([
      'N1',
      'N2',
      'N3',
      'N4',
      'N5',
      'N6',
      'NCV Level 1',
      'NCV Level 2',
      'NCV Level 3',
      'NCV Level 4',
    ])
  })

  it('offers first year to postgraduate to university students', () => {
    expect(levelsFor('university')).toEqual([
      'First Year',
      'Second Year',
      'Third Year',
      'Fourth Year',
      'Postgraduate',
    ])
  })

  it('offers no levels until a category is chosen', () => {
    expect(levelsFor('')).toEqual([])
    expect(levelsFor(undefined)).toEqual([])
    expect(levelsFor('toString')).toEqual([])
  })

  it('accepts a level only under its own category', () => {
    expect(isLevelOf('college', 'N4')).toBe(true)
    expect(isLevelOf('university', 'N4')).toBe(false)
    expect(isLevelOf('', 'N4')).toBe(false)
  })

  it('lists every level once in the flat list', () => {
    expect(studentLevelValues).toHaveLength(20)
    expect(new Set(studentLevelValues).size).toBe(20)
  })
})

describe('grade levels of school bookings and video orders', () => {
  it('runs from Grade 8 to Postgraduate', () => {
    expect(gradeLevels).toHaveLength(19)
    expect(gradeLevels[0]).toBe('Grade 8')
    expect(gradeLevels).toContain('NCV Level 4')
    expect(gradeLevels).toContain('University Third Year')
    expect(gradeLevels.at(-1)).toBe('Postgraduate')
  })
})

describe('time slots', () => {
  it('offers thirteen hourly tutoring slots from 08:00 to 20:00', () => {
    expect(tutoringTimeSlots).toHaveLength(13)
    expect(tutoringTimeSlots[0]).toBe('08:00')
    expect(tutoringTimeSlots.at(-1)).toBe('20:00')
  })

  it('offers eight hourly school slots from 08:00 to 15:00', () => {
    expect(schoolTimeSlots).toHaveLength(8)
    expect(schoolTimeSlots.at(-1)).toBe('15:00')
  })
})

describe('packages', () => {
  it('knows how long each package lasts', () => {
    expect(packageDurationMinutes('free_consultation')).toBe(30)
    expect(packageDurationMinutes('1_hour')).toBe(60)
    expect(packageDurationMinutes('2_hours')).toBe(120)
    expect(packageDurationMinutes('1_month')).toBe(12 * 60)
  })
})

describe('helpers', () => {
  it('builds zod enums and literals that accept exactly the values', () => {
    const province = z.enum(provinceValues)
    expect(province.parse('gauteng')).toBe('gauteng')
    expect(province.safeParse('Gauteng').success).toBe(false)

    const platform = z.enum(meetingPlatformValues)
    expect(platform.parse('')).toBe('')

    const duration = z.literal(schoolSessionDurationValues)
    expect(duration.parse(4)).toBe(4)
    expect(duration.safeParse(5).success).toBe(false)
  })

  it('derives values from any option list', () => {
    expect(valuesOf([{ value: 'a', label: 'A' }])).toEqual(['a'])
  })

  it('narrows unknown input', () => {
    expect(isOneOf(provinceValues, 'limpopo')).toBe(true)
    expect(isOneOf(provinceValues, 'lesotho')).toBe(false)
    expect(isOneOf(schoolSessionDurationValues, '4')).toBe(false)
  })

  it('finds labels and shows unknown values as they are', () => {
    expect(labelOf(provinces, 'kwazulu_natal')).toBe('KwaZulu-Natal')
    expect(labelOf(meetingPlatforms, '')).toBe('No preference')
    expect(labelOf(schoolSessionDurations, 6)).toBe('6 hours (full day)')
  })

  it('defaults the meeting platform to Google Meet (D14)', () => {
    expect(defaultMeetingPlatform).toBe('google_meet')
  })
})
