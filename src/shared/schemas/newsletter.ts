import { z } from 'zod'
import { newsletterMessages } from '../messages.ts'
import { emailField, optionalText } from './fields.ts'

export const NewsletterSubscribeInputSchema = z.object({
  email: emailField(newsletterMessages.emailMissing),
  name: optionalText(100),
})
export type NewsletterSubscribeInput = z.input<typeof NewsletterSubscribeInputSchema>

export const NewsletterTokenInputSchema = z.object({
  token: z.string().trim().min(16, newsletterMessages.invalidLink).max(200),
})
export type NewsletterTokenInput = z.infer<typeof NewsletterTokenInputSchema>

export const MessageResponseSchema = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof MessageResponseSchema>
