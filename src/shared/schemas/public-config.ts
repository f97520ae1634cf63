import { z } from 'zod'

/** The configuration the browser may see, served by GET /api/config. Nothing secret. */
export const PublicConfigSchema = z.object({
  publicUrl: z.string(),
  business: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    map: z.object({ latitude: z.number(), longitude: z.number() }),
    /** Null when FOUNDER_NAME is unset: the about page then speaks of "our founder". */
    founderName: z.string().nullable(),
    socialLinks: z.object({ linkedin: z.string(), youtube: z.string(), github: z.string() }),
    /** The POPIA information officer named on /privacy. */
    informationOfficer: z.object({ name: z.string(), email: z.string() }),
  }),
  googleSignIn: z.boolean(),
  /** D16: the card gateway; null when none is configured, and card payment is not offered. */
  paymentsGateway: z.enum(['sandbox', 'peach']).nullable(),
  /** D16: set when a real gateway takes Google Pay tokens; null with the sandbox's TEST wallet. */
  googlePay: z
    .object({
      environment: z.enum(['TEST', 'PRODUCTION']),
      merchantId: z.string().nullable(),
      merchantName: z.string(),
      gateway: z.string(),
      gatewayMerchantId: z.string(),
    })
    .nullable(),
  /** D15: where bank transfers go; null when bank transfer is not offered. */
  bankDetails: z
    .object({
      accountName: z.string(),
      bankName: z.string(),
      accountNumber: z.string(),
      branchCode: z.string(),
      accountType: z.string(),
    })
    .nullable(),
})
export type PublicConfig = z.infer<typeof PublicConfigSchema>
