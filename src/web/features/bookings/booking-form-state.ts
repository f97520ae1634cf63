import { bookingMessages as m } from '#shared/messages.ts'
import { defaultMeetingPlatform } from '#shared/options.ts'
import { isFreePackage } from '#shared/pricing.ts'
import { isOneOf, packageTypeValues } from '#shared/options.ts'
import type { PaymentData } from '#shared/schemas/payments.ts'

/** What the form holds: every field as the inputs give it. */
export type BookingFormValues = {
  session_type: string
  mathematics_module_id: string
  package_type: string
  preferred_date: string
  preferred_time: string
  meeting_platform: string
  meeting_link: string
  payment_method: string
  notes: string
  meeting_aim: string
  tutor_id: string
  /** D26: a session from a package's hours; '' otherwise. */
  package_id: string
  duration_minutes: string
}

/**
 * The form's defaults (spec part 1 §3, D14): one-to-one, no module, one hour (the free
 * consultation when the page was opened for one), Google Meet, card wallet, and the
 * tutor from the address. The same on first load and after 'Book Another Session'.
 */
export function bookingFormDefaults(options: {
  freeConsultation: boolean
  tutorId: number | undefined
  /** A session from this package's hours (D26): an hour by default, nothing to pay. */
  packageId?: string | undefined
}): BookingFormValues {
  const fromPackage = Boolean(options.packageId)
  return {
    session_type: 'one_to_one',
    mathematics_module_id: '0',
    package_type: fromPackage ? '' : options.freeConsultation ? 'free_consultation' : '1_hour',
    preferred_date: '',
    preferred_time: '',
    meeting_platform: defaultMeetingPlatform,
    meeting_link: '',
    payment_method: fromPackage ? 'package' : 'google_pay',
    notes: '',
    meeting_aim: '',
    tutor_id: options.tutorId === undefined ? '' : String(options.tutorId),
    package_id: options.packageId ?? '',
    duration_minutes: fromPackage ? '60' : '',
  }
}

/** The `?tutor=` parameter as a tutor id, or undefined when absent or not an id. */
export function tutorIdFromQuery(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined
  const id = Number(value)
  return id > 0 ? id : undefined
}

/** Module, date, time and aim: what the pay button and the submit button wait for. */
export function bookingDetailsComplete(values: Partial<BookingFormValues>): boolean {
  const moduleId = Number(values.mathematics_module_id)
  return (
    Number.isInteger(moduleId) &&
    moduleId > 0 &&
    Boolean(values.preferred_date) &&
    Boolean(values.preferred_time) &&
    Boolean(values.meeting_aim?.trim())
  )
}

export function isFreeBooking(packageType: string | undefined): boolean {
  return isOneOf(packageTypeValues, packageType) && isFreePackage(packageType)
}

/** A paid booking by card needs the wallet's payment first; bank transfer and free ones don't. */
export function needsWalletPayment(values: Partial<BookingFormValues>): boolean {
  return !isFreeBooking(values.package_type) && values.payment_method === 'google_pay'
}

/** The submit button's label (spec part 1 §4). */
export function submitLabel(state: { submitting: boolean; free: boolean; paid: boolean }): string {
  if (state.submitting) return m.submitting
  if (state.free) return m.submitFree
  if (state.paid) return m.submitConfirm
  return m.submit
}

/** The submit button's disabled rule (spec part 1 §5). */
export function submitDisabled(
  values: Partial<BookingFormValues>,
  state: { submitting: boolean; payment: PaymentData | null },
): boolean {
  if (state.submitting || !bookingDetailsComplete(values)) return true
  return needsWalletPayment(values) && !state.payment
}

/** The `?package=` parameter as a package id, or undefined when absent or not one. */
export function packageIdFromQuery(value: string | null): string | undefined {
  return value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    ? value
    : undefined
}

/** The open times asked for a session from a package: as long as the length chosen. */
export function packageSessionType(durationMinutes: string | undefined): '1_hour' | '2_hours' {
  return durationMinutes === '120' ? '2_hours' : '1_hour'
}
