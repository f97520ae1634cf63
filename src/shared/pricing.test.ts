import { describe, it, expect } from 'vitest'
import { packageTypeValues } from './options.ts'
import {
  donationFundAllocation,
  donationGeneralImpactMessage,
  donationImpactCards,
  donationImpactMessage,
  donationQuickAmountsRand,
  donorRecognitionTier,
  isFreePackage,
  isValidDonationAmountRand,
  isValidTutorHourlyRateRand,
  packagePriceCents,
  percentOfCents,
  schoolBookingEstimate,
  schoolGroupDiscountPercent,
  videoOrderPrice,
  videoVolumeDiscountPercent,
  workshopEstimate,
} from './pricing.ts'

describe('percentOfCents', () => {
  it('rounds to the nearest cent, a half cent up', () => {
    expect(percentOfCents(10_000, 15)).toBe(1_500)
    expect(percentOfCents(10, 15)).toBe(2) // 1.5 cents
    expect(percentOfCents(3, 10)).toBe(0) // 0.3 cents
    expect(percentOfCents(7, 10)).toBe(1) // 0.7 cents
    expect(percentOfCents(0, 20)).toBe(0)
  })

  it('refuses fractional cents and odd percentages', () => {
    expect(() => percentOfCents(1.5, 10)).toThrow(RangeError)
    expect(() => percentOfCents(-100, 10)).toThrow(RangeError)
    expect(() => percentOfCents(100, 101)).toThrow(RangeError)
    expect(() => percentOfCents(100, 12.5)).toThrow(RangeError)
  })
})

describe('tutoring packages', () => {
  it('prices each package as the spec lists it', () => {
    expect(packagePriceCents('1_hour')).toBe(25_000)
    expect(packagePriceCents('2_hours')).toBe(50_000)
    expect(packagePriceCents('1_week')).toBe(175_000)
    expect(packagePriceCents('1_month')).toBe(300_000)
    expect(packagePriceCents('free_consultation')).toBe(0)
  })

  it('treats only the free consultation as free', () => {
    expect(packageTypeValues.filter(isFreePackage)).toEqual(['free_consultation'])
  })
})

describe('school visit estimate', () => {
  const base = { province: 'gauteng', durationHours: 2, learners: 10 }

  it('charges R1,500 an hour in Gauteng', () => {
    expect(schoolBookingEstimate(base)).toEqual({
      rateCents: 150_000,
      hours: 2,
      subtotalCents: 300_000,
      discountPercent: 0,
      discountCents: 0,
      totalCents: 300_000,
    })
  })

  it('charges R4,500 an hour in every other province', () => {
    const estimate = schoolBookingEstimate({ ...base, province: 'limpopo', durationHours: 6 })
    expect(estimate?.rateCents).toBe(450_000)
    expect(estimate?.totalCents).toBe(2_700_000)
  })

  it.each([
    [5, 0],
    [19, 0],
    [20, 10],
    [29, 10],
    [30, 15],
    [49, 15],
    [50, 20],
    [200, 20],
  ])('gives %i learners a %i%% group discount', (learners, percent) => {
    expect(schoolGroupDiscountPercent(learners)).toBe(percent)
    const estimate = schoolBookingEstimate({ ...base, durationHours: 4, learners })
    expect(estimate?.discountPercent).toBe(percent)
    expect(estimate?.discountCents).toBe((600_000 * percent) / 100)
    expect(estimate?.totalCents).toBe(600_000 - (600_000 * percent) / 100)
  })

  it('shows the discount as a line that adds up to the total', () => {
    const estimate = schoolBookingEstimate({
      province: 'western_cape',
      durationHours: 3,
      learners: 30,
    })
    expect(estimate).toEqual({
      rateCents: 450_000,
      hours: 3,
      subtotalCents: 1_350_000,
      discountPercent: 15,
      discountCents: 202_500,
      totalCents: 1_147_500,
    })
  })

  it('accepts the values as a form holds them', () => {
    expect(
      schoolBookingEstimate({ province: 'gauteng', durationHours: '4', learners: '25' }),
    ).toMatchObject({
      hours: 4,
      discountPercent: 10,
    })
  })

  it.each([
    ['no province', { ...base, province: '' }],
    ['an unknown province', { ...base, province: 'lesotho' }],
    ['no duration', { ...base, durationHours: undefined }],
    ['an empty duration', { ...base, durationHours: '' }],
    ['a duration not offered', { ...base, durationHours: 5 }],
    ['no learners', { ...base, learners: null }],
    ['an empty learner count', { ...base, learners: '' }],
    ['NaN learners', { ...base, learners: Number.NaN }],
    ['4 learners', { ...base, learners: 4 }],
    ['201 learners', { ...base, learners: 201 }],
    ['a fractional learner count', { ...base, learners: 20.5 }],
  ])('gives no estimate with %s', (_case, input) => {
    expect(schoolBookingEstimate(input)).toBeNull()
  })
})

describe('teacher workshop estimate', () => {
  const base = {
    deliveryMethod: 'face_to_face',
    province: 'gauteng',
    durationHours: 4,
    teachers: 20,
  }

  it('charges R750 an hour online, whatever the province', () => {
    for (const province of ['gauteng', 'northern_cape', '', undefined]) {
      expect(workshopEstimate({ ...base, deliveryMethod: 'online', province })).toEqual({
        rateCents: 75_000,
        hours: 4,
        subtotalCents: 300_000,
        discountPercent: 0,
        discountCents: 0,
        totalCents: 300_000,
      })
    }
  })

  it('charges R1,500 an hour face to face in Gauteng', () => {
    expect(workshopEstimate(base)?.totalCents).toBe(600_000)
  })

  it('charges R4,500 an hour face to face elsewhere', () => {
    const estimate = workshopEstimate({ ...base, province: 'kwazulu_natal', durationHours: 24 })
    expect(estimate?.rateCents).toBe(450_000)
    expect(estimate?.totalCents).toBe(10_800_000)
  })

  it('gives no discount for the number of teachers', () => {
    expect(workshopEstimate({ ...base, teachers: 100 })?.totalCents).toBe(600_000)
  })

  it.each([
    ['no delivery method', { ...base, deliveryMethod: '' }],
    ['no province face to face', { ...base, province: '' }],
    ['no duration', { ...base, durationHours: '' }],
    ['a duration not offered', { ...base, durationHours: 3 }],
    ['no teachers', { ...base, teachers: undefined }],
    ['4 teachers', { ...base, teachers: 4 }],
    ['101 teachers', { ...base, teachers: 101 }],
  ])('gives no estimate with %s', (_case, input) => {
    expect(workshopEstimate(input)).toBeNull()
  })

  it('accepts 5 and 100 teachers', () => {
    expect(workshopEstimate({ ...base, teachers: 5 })).not.toBeNull()
    expect(workshopEstimate({ ...base, teachers: 100 })).not.toBeNull()
  })
})

describe('video order price', () => {
  it.each([
    [1, 0],
    [4, 0],
    [5, 10],
    [9, 10],
    [10, 15],
    [19, 15],
    [20, 20],
    [50, 20],
  ])('gives %i chapters a %i%% volume discount', (chapters, percent) => {
    expect(videoVolumeDiscountPercent(chapters)).toBe(percent)
    const subtotal = 95_000 * chapters
    expect(videoOrderPrice(chapters)).toEqual({
      chapters,
      pricePerChapterCents: 95_000,
      subtotalCents: subtotal,
      discountPercent: percent,
      discountCents: (subtotal * percent) / 100,
      totalCents: subtotal - (subtotal * percent) / 100,
    })
  })

  it('charges R950 for one chapter, not the R450 the old client sent (D5)', () => {
    expect(videoOrderPrice(1)?.totalCents).toBe(95_000)
  })

  it('charges R38,000 for the maximum of 50 chapters', () => {
    expect(videoOrderPrice(50)?.totalCents).toBe(3_800_000)
  })

  it('prices an odd discount to the exact cent', () => {
    // 11 × R950 = R10,450; 15% off = R1,567.50
    expect(videoOrderPrice(11)).toMatchObject({ discountCents: 156_750, totalCents: 888_250 })
  })

  it.each([0, 51, -1, 2.5, Number.NaN, '', null, undefined])(
    'has no price for %s chapters',
    (chapters) => {
      expect(videoOrderPrice(chapters)).toBeNull()
    },
  )
})

describe('tutor hourly rate', () => {
  it('starts at R50 and goes in steps of R10', () => {
    expect(isValidTutorHourlyRateRand(40)).toBe(false)
    expect(isValidTutorHourlyRateRand(50)).toBe(true)
    expect(isValidTutorHourlyRateRand(55)).toBe(false)
    expect(isValidTutorHourlyRateRand(60)).toBe(true)
  })
})

describe('donations', () => {
  it.each([
    [0, false],
    [5, false],
    [10, true],
    [15, false],
    [20, true],
    [150, true],
    [10.5, false],
    [-10, false],
    [1_000_000, true],
    [1_000_010, false],
    [Number.NaN, false],
  ])('treats R%s as valid: %s', (amount, valid) => {
    expect(isValidDonationAmountRand(amount)).toBe(valid)
  })

  it('offers quick amounts that are all valid', () => {
    expect(donationQuickAmountsRand).toEqual([50, 100, 250, 500, 1000, 2500])
    expect(donationQuickAmountsRand.every(isValidDonationAmountRand)).toBe(true)
  })

  it.each([
    [0, 'general'],
    [10, 'general'],
    [15, 'general'],
    [49, 'general'],
    [50, 'study materials'],
    [149, 'study materials'],
    [150, 'one complete tutoring session'],
    [499, 'one complete tutoring session'],
    [500, 'a full month of tutoring'],
    [2500, 'a full month of tutoring'],
  ])('describes the impact of R%i', (amount, impact) => {
    const message = donationImpactMessage(amount)
    if (impact === 'general') expect(message).toBe(donationGeneralImpactMessage)
    else expect(message).toContain(impact)
  })

  it('falls back to the general message for an empty amount', () => {
    expect(donationImpactMessage(Number.NaN)).toBe(donationGeneralImpactMessage)
  })

  it('shows impact cards for R50, R150 and R500', () => {
    expect(donationImpactCards.map((card) => card.amountCents)).toEqual([5_000, 15_000, 50_000])
  })

  it('allocates the whole of every donation', () => {
    expect(donationFundAllocation.map((share) => share.percent)).toEqual([40, 25, 25, 10])
    expect(donationFundAllocation.reduce((sum, share) => sum + share.percent, 0)).toBe(100)
  })

  it.each([
    [0, 'Math Champions'],
    [99_999, 'Math Champions'],
    [100_000, 'Gold'],
    [249_999, 'Gold'],
    [250_000, 'Platinum'],
  ])('places a donor who gave %i cents in a year in the %s tier', (cents, tier) => {
    expect(donorRecognitionTier(cents)).toBe(tier)
  })
})
