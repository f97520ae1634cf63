import { z } from 'zod'

/** Every failure the API answers: a sentence for the user, and per-field messages for forms. */
export const ErrorResponseSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
})
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>

export const MessageResponseSchema = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof MessageResponseSchema>

/** The body of a page that posts an emailed single-use link's token. */
export const tokenInput = (invalidMessage: string) =>
  z.object({ token: z.string().trim().min(16, invalidMessage).max(200) })
