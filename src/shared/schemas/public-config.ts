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
  paymentsGateway: z.string(),
})
export type PublicConfig = z.infer<typeof PublicConfigSchema>
