import { z } from 'zod'
import { newsletterMessages } from '../messages.ts'
import { tokenInput } from './common.ts'
import { emailField, optionalText } from './fields.ts'

export const NewsletterSubscribeInputSchema = z.object({
  email: emailField(newsletterMessages.emailMissing),
  name: optionalText(100),
})
export type NewsletterSubscribeInput = z.input<typeof NewsletterSubscribeInputSchema>

export const NewsletterTokenInputSchema = tokenInput(newsletterMessages.invalidLink)
export type NewsletterTokenInput = z.infer<typeof NewsletterTokenInputSchema>
