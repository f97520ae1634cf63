import { z } from 'zod'
import { hoursPackageTypes, packageStatuses } from '../package-hours.ts'

// D26: what a student reads of their package hours, and what refuses a spend.
export const packageMessages = {
  packageRequired: 'Please choose the package to use',
  durationRequired: 'Please choose 1 hour or 2 hours',
  notFound: 'This package could not be found. Please choose one of your packages.',
  cancelled: 'This package was cancelled, so its hours can no longer be scheduled.',
  unpaid:
    'This package’s hours can be scheduled once its payment has arrived. Please pay by bank transfer with its reference first.',
  lapsed: 'The hours of this package have lapsed, so they can no longer be scheduled.',
  usedUp: 'Every hour of this package has been scheduled or used.',
  short: (left: string) =>
    `Only ${left} is left on this package: not enough for a session of that length. Please choose a shorter session.`,
  afterValidity: (lastDay: string) =>
    `This package’s hours must be used by ${lastDay}. Please choose an earlier time.`,
} as const

/** GET /api/packages: the signed-in student's packages, newest first. */
export const PackageSchema = z.object({
  id: z.string(),
  /** What the person is given to quote (decision 021), e.g. 'BK-2XFHZ5E8'. */
  reference: z.string(),
  package_type: z.enum(hoursPackageTypes),
  minutes_total: z.number().int(),
  minutes_scheduled: z.number().int(),
  minutes_used: z.number().int(),
  minutes_left: z.number().int(),
  // The end of the last SAST day the hours may be used (ISO 8601); null until the first
  // session's time is known.
  valid_until: z.string().nullable(),
  status: z.enum(packageStatuses),
  // A bank-transfer package is spendable once its payment arrived.
  paid: z.boolean(),
  created_at: z.string(),
})
export type TutoringPackage = z.infer<typeof PackageSchema>
