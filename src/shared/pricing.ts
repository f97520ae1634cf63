// Every price, estimate and discount of the product (D4, D5), in integer cents of ZAR.
// The web shows these numbers and the server charges them; the server never trusts a
// price sent by the client, it recomputes it here.
//
// Rounding: a percentage of an amount is rounded to the nearest cent, a half cent
// rounding up (`percentOfCents`). A discount is rounded once, and the total is the
// subtotal minus that rounded discount, so the lines shown always add up to the total
// charged. With today's prices (whole rand, whole percentages) no rounding ever occurs;
// the rule is there so a future price cannot produce fractional cents.

import type { DeliveryMethod, PackageType, Province } from './options.ts'
import {
  deliveryMethodValues,
  isOneOf,
  provinceValues,
  schoolSessionDurationValues,
  workshopDurationValues,
} from './options.ts'

/** `percent` of `cents`, to the nearest cent, halves up. Integer arithmetic, so exact. */
export function percentOfCents(cents: number, percent: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`Expected a non-negative whole number of cents, got ${cents}`)
  }
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Expected a whole percentage from 0 to 100, got ${percent}`)
  }
  return Math.floor((cents * percent + 50) / 100)
}

/** What every estimate and order total shows: the discount is its own line (D5). */
export interface PriceBreakdown {
  subtotalCents: number
  discountPercent: number
  discountCents: number
  totalCents: number
}

function breakdown(subtotalCents: number, discountPercent: number): PriceBreakdown {
  const discountCents = percentOfCents(subtotalCents, discountPercent)
  return {
    subtotalCents,
    discountPercent,
    discountCents,
    totalCents: subtotalCents - discountCents,
  }
}

/**
 * Reads a number the way a form holds it: a number input may give '' or NaN when
 * empty and a select gives a string. Anything that is not a finite number is missing.
 */
function numberFrom(input: number | string | null | undefined): number | undefined {
  if (input === null || input === undefined) return undefined
  if (typeof input === 'string' && input.trim() === '') return undefined
  const value = Number(input)
  return Number.isFinite(value) ? value : undefined
}

function wholeNumberWithin(
  input: number | string | null | undefined,
  min: number,
  max: number,
): number | undefined {
  const value = numberFrom(input)
  return value !== undefined && Number.isInteger(value) && value >= min && value <= max
    ? value
    : undefined
}

// ---------------------------------------------------------------------------
// Tutoring packages

export const packagePricesCents = {
  '1_hour': 25_000,
  '2_hours': 50_000,
  '1_week': 175_000,
  '1_month': 300_000,
  free_consultation: 0,
} as const satisfies Record<PackageType, number>

export function packagePriceCents(packageType: PackageType): number {
  return packagePricesCents[packageType]
}

/**
 * The price range the home page advertises (spec part 1 §1: R250 to R1750): from an hour
 * to a week of tutoring, in cents.
 */
export const advertisedPriceRangeCents = {
  from: packagePricesCents['1_hour'],
  to: packagePricesCents['1_week'],
} as const

/** A free package needs no payment step and no payment intent. */
export function isFreePackage(packageType: PackageType): boolean {
  return packagePriceCents(packageType) === 0
}

// ---------------------------------------------------------------------------
// Hourly rates of school visits and teacher workshops

/** Travel outside Gauteng is what makes the visit dearer, hence the province rate. */
export const gautengHourlyRateCents = 150_000
export const outsideGautengHourlyRateCents = 450_000
/** Online workshops cost the same wherever the institution is. */
export const onlineWorkshopHourlyRateCents = 75_000

export function faceToFaceHourlyRateCents(province: Province): number {
  return province === 'gauteng' ? gautengHourlyRateCents : outsideGautengHourlyRateCents
}

export interface HourlyEstimate extends PriceBreakdown {
  rateCents: number
  hours: number
}

// ---------------------------------------------------------------------------
// School visits

export const schoolLearnersMin = 5
export const schoolLearnersMax = 200

/** Shown on the pricing panel and applied to the estimate and the charge (D5). */
export const schoolGroupDiscounts = [
  { minLearners: 50, percent: 20, label: '50+ learners' },
  { minLearners: 30, percent: 15, label: '30-49 learners' },
  { minLearners: 20, percent: 10, label: '20-29 learners' },
] as const

export function schoolGroupDiscountPercent(learners: number): number {
  return schoolGroupDiscounts.find((tier) => learners >= tier.minLearners)?.percent ?? 0
}

export interface SchoolBookingEstimateInput {
  province?: string | null
  durationHours?: number | string | null
  learners?: number | string | null
}

/**
 * The school visit estimate, or null while any input is missing or out of range
 * (the form then shows 'Enter details for estimate' and the server refuses the booking).
 */
export function schoolBookingEstimate(input: SchoolBookingEstimateInput): HourlyEstimate | null {
  const { province } = input
  const hours = numberFrom(input.durationHours)
  const learners = wholeNumberWithin(input.learners, schoolLearnersMin, schoolLearnersMax)
  if (!isOneOf(provinceValues, province)) return null
  if (!isOneOf(schoolSessionDurationValues, hours)) return null
  if (learners === undefined) return null

  const rateCents = faceToFaceHourlyRateCents(province)
  return {
    rateCents,
    hours,
    ...breakdown(rateCents * hours, schoolGroupDiscountPercent(learners)),
  }
}

// ---------------------------------------------------------------------------
// Teacher workshops

export const workshopTeachersMin = 5
export const workshopTeachersMax = 100

export function workshopHourlyRateCents(
  deliveryMethod: DeliveryMethod,
  province: Province | undefined,
): number | null {
  if (deliveryMethod === 'online') return onlineWorkshopHourlyRateCents
  return province ? faceToFaceHourlyRateCents(province) : null
}

export interface WorkshopEstimateInput {
  deliveryMethod?: string | null
  province?: string | null
  durationHours?: number | string | null
  teachers?: number | string | null
}

/**
 * The workshop estimate, or null while an input it needs is missing or out of range.
 * Online delivery has one rate, so the province is needed only face to face. Workshops
 * have no group discount; the breakdown still carries a zero discount line so both
 * estimates render the same way.
 */
export function workshopEstimate(input: WorkshopEstimateInput): HourlyEstimate | null {
  const { deliveryMethod } = input
  const hours = numberFrom(input.durationHours)
  const teachers = wholeNumberWithin(input.teachers, workshopTeachersMin, workshopTeachersMax)
  if (!isOneOf(deliveryMethodValues, deliveryMethod)) return null
  if (!isOneOf(workshopDurationValues, hours)) return null
  if (teachers === undefined) return null

  const province = isOneOf(provinceValues, input.province) ? input.province : undefined
  const rateCents = workshopHourlyRateCents(deliveryMethod, province)
  if (rateCents === null) return null
  return { rateCents, hours, ...breakdown(rateCents * hours, 0) }
}

// ---------------------------------------------------------------------------
// Video orders (D5: R950 a chapter is both shown and charged)

export const videoPricePerChapterCents = 95_000
export const videoChaptersMin = 1
export const videoChaptersMax = 50

export const videoVolumeDiscounts = [
  { minChapters: 20, percent: 20, label: '20+ chapters' },
  { minChapters: 10, percent: 15, label: '10+ chapters' },
  { minChapters: 5, percent: 10, label: '5+ chapters' },
] as const

export function videoVolumeDiscountPercent(chapters: number): number {
  return videoVolumeDiscounts.find((tier) => chapters >= tier.minChapters)?.percent ?? 0
}

export interface VideoOrderPrice extends PriceBreakdown {
  chapters: number
  pricePerChapterCents: number
}

/** The order price, or null when the chapter count is not a whole number from 1 to 50. */
export function videoOrderPrice(
  chapters: number | string | null | undefined,
): VideoOrderPrice | null {
  const count = wholeNumberWithin(chapters, videoChaptersMin, videoChaptersMax)
  if (count === undefined) return null
  return {
    chapters: count,
    pricePerChapterCents: videoPricePerChapterCents,
    ...breakdown(videoPricePerChapterCents * count, videoVolumeDiscountPercent(count)),
  }
}

// ---------------------------------------------------------------------------
// Tutor applications: the hourly rate a tutor asks for

export const tutorHourlyRateMinRand = 50
export const tutorHourlyRateStepRand = 10

export function isValidTutorHourlyRateRand(rand: number): boolean {
  return (
    Number.isInteger(rand) && rand >= tutorHourlyRateMinRand && rand % tutorHourlyRateStepRand === 0
  )
}

// ---------------------------------------------------------------------------
// Donations. The form's amount is a number of rand (the spec's field); the server
// stores and charges `randToCents(amount)`.

export const donationMinRand = 10
export const donationStepRand = 10
/**
 * Not in the spec: a ceiling so a slip of the finger (an extra few zeros) cannot be
 * charged to a card; larger gifts are welcome by bank transfer through the contact page.
 */
export const donationMaxRand = 1_000_000
export const donationQuickAmountsRand = [50, 100, 250, 500, 1000, 2500] as const

export function isValidDonationAmountRand(rand: number): boolean {
  return (
    Number.isInteger(rand) &&
    rand >= donationMinRand &&
    rand <= donationMaxRand &&
    rand % donationStepRand === 0
  )
}

const donationImpacts = [
  {
    minRand: 500,
    message: 'Your donation covers a full month of tutoring for a disadvantaged student.',
  },
  { minRand: 150, message: 'Your donation pays for one complete tutoring session for a student.' },
  { minRand: 50, message: 'Your donation provides study materials for one student.' },
] as const

export const donationGeneralImpactMessage =
  'Every rand helps a South African student get the mathematics support they need.'

/** The sentence under the amount field; thresholds in rand as the form holds it. */
export function donationImpactMessage(amountRand: number): string {
  if (!Number.isFinite(amountRand)) return donationGeneralImpactMessage
  return (
    donationImpacts.find((impact) => amountRand >= impact.minRand)?.message ??
    donationGeneralImpactMessage
  )
}

export const donationImpactCards = [
  {
    amountCents: 5_000,
    title: 'Study materials',
    description: 'Provides study materials for a student for a month.',
  },
  {
    amountCents: 15_000,
    title: 'One tutoring session',
    description: 'Pays for one complete tutoring session for a student in need.',
  },
  {
    amountCents: 50_000,
    title: 'A month of tutoring',
    description: 'Covers a full month of tutoring for a disadvantaged student.',
  },
] as const

export const donationFundAllocation = [
  { percent: 40, label: 'Subsidised tutoring for students in need' },
  { percent: 25, label: 'Learning materials' },
  { percent: 25, label: 'Technology and platform' },
  { percent: 10, label: 'Administration' },
] as const

/** Highest first, so the first tier a total reaches is the donor's tier. */
export const donorRecognitionTiers = [
  { name: 'Platinum', minAnnualCents: 250_000, description: 'R2,500+ given in a year' },
  { name: 'Gold', minAnnualCents: 100_000, description: 'R1,000+ given in a year' },
  { name: 'Math Champions', minAnnualCents: 0, description: 'Every supporter' },
] as const

export type DonorRecognitionTier = (typeof donorRecognitionTiers)[number]['name']

/** The tier of a donor from what they gave over the past year; every supporter has one. */
export function donorRecognitionTier(annualTotalCents: number): DonorRecognitionTier {
  return (
    donorRecognitionTiers.find((tier) => annualTotalCents >= tier.minAnnualCents)?.name ??
    'Math Champions'
  )
}
