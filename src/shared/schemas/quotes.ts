import { z } from 'zod'
import {
  QUOTE_AMOUNT_MAX_CENTS,
  QUOTE_AMOUNT_MIN_CENTS,
  QUOTE_DECLINE_REASON_MAX,
  QUOTE_MESSAGE_MAX,
  QUOTE_NAME_MAX,
  QUOTE_REASON_MAX,
  QUOTE_VALID_DAYS_MAX,
  quoteKindValues,
  quoteMessages as m,
  quoteStatusValues,
} from '../quotes.ts'
import { isIsoDate, todayInSast } from '../sast.ts'
import { strictInteger } from './fields.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The last SAST day a quote sent now may be valid through. */
export const latestValidUntil = (now: Date = new Date()) =>
  todayInSast(new Date(now.getTime() + QUOTE_VALID_DAYS_MAX * DAY_MS))

const trimmedOptional = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined))

/** `{kind}` of a quote's admin routes: only the two kinds of request a quote answers. */
export const QuoteKindParamsSchema = z.object({
  kind: z.enum(quoteKindValues, { error: m.kindNotQuoted }),
  id: z.string(),
})

/**
 * POST /api/admin/submissions/{kind}/{id}/quote. The amount defaults to the request's
 * estimate; whether a reason is needed (the amount differs) only the server knows, so that
 * rule is the service's.
 */
export const SendQuoteInputSchema = z.object({
  amount_cents: strictInteger({
    min: QUOTE_AMOUNT_MIN_CENTS,
    max: QUOTE_AMOUNT_MAX_CENTS,
    message: m.amountInvalid,
  }).optional(),
  reason: trimmedOptional(QUOTE_REASON_MAX, m.reasonTooLong),
  valid_until: z
    .string({ error: m.validUntilRequired })
    .trim()
    .min(1, m.validUntilRequired)
    .refine(isIsoDate, m.validUntilInvalid)
    .refine((date) => !isIsoDate(date) || date >= todayInSast(), m.validUntilPast)
    .refine((date) => !isIsoDate(date) || date <= latestValidUntil(), m.validUntilTooFar),
  message: trimmedOptional(QUOTE_MESSAGE_MAX, m.messageTooLong),
})
export type SendQuoteInput = z.input<typeof SendQuoteInputSchema>

const QuoteLineSchema = z.object({ label: z.string(), amount_cents: z.int() })

/** What is quoted: the lines (which add up) and the total. */
export const QuotedItemsSchema = z.object({
  description: z.string(),
  lines: z.array(QuoteLineSchema),
  total_cents: z.int(),
})
export type QuotedItems = z.infer<typeof QuotedItemsSchema>

/** A quote as the back office sees it. */
export const AdminQuoteSchema = z.object({
  id: z.uuid(),
  number: z.int(),
  status: z.enum(quoteStatusValues),
  sent_at: z.string(),
  sent_to: z.string(),
  sent_by: z.string().nullable(),
  valid_until: z.string(),
  amount_cents: z.int(),
  estimate_cents: z.int(),
  reason: z.string().nullable(),
  message: z.string().nullable(),
  items: QuotedItemsSchema,
  decided_at: z.string().nullable(),
  accepted_name: z.string().nullable(),
  accepted_from: z.string().nullable(),
  decline_reason: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
})
export type AdminQuote = z.infer<typeof AdminQuoteSchema>

/** GET /api/admin/submissions/{kind}/{id}/quotes: today's estimate, and every quote, newest first. */
export const AdminQuotesSchema = z.object({
  estimate: QuotedItemsSchema.nullable(),
  quotes: z.array(AdminQuoteSchema),
})
export type AdminQuotes = z.infer<typeof AdminQuotesSchema>

export const BankDetailsSchema = z.object({
  accountName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  branchCode: z.string(),
  accountType: z.string(),
})

/** GET /api/quotes/{token}: what the school's page shows. */
export const PublicQuoteSchema = z.object({
  reference: z.string(),
  number: z.int(),
  status: z.enum(quoteStatusValues),
  /** 'A school visit' or 'A teachers’ workshop'. */
  kind_label: z.string(),
  organisation: z.string(),
  contact_person_name: z.string(),
  items: QuotedItemsSchema,
  sent_at: z.string(),
  valid_until: z.string(),
  message: z.string().nullable(),
  decided_at: z.string().nullable(),
  accepted_name: z.string().nullable(),
  business_name: z.string(),
  /** Null where the deployment configured no account (the office then sends them). */
  bank_details: BankDetailsSchema.nullable(),
  /** What to write on the transfer: the request's reference (decision 021). */
  payment_reference: z.string(),
})
export type PublicQuote = z.infer<typeof PublicQuoteSchema>

export const AcceptQuoteInputSchema = z.object({
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, m.nameRequired)
    .max(QUOTE_NAME_MAX, m.nameTooLong),
})
export type AcceptQuoteInput = z.input<typeof AcceptQuoteInputSchema>

export const DeclineQuoteInputSchema = z.object({
  reason: trimmedOptional(QUOTE_DECLINE_REASON_MAX, m.declineReasonTooLong),
})
export type DeclineQuoteInput = z.input<typeof DeclineQuoteInputSchema>

/** The office withdraws the open quote, with a reason for the school if it gives one. */
export const WithdrawQuoteInputSchema = DeclineQuoteInputSchema
export type WithdrawQuoteInput = DeclineQuoteInput

export const QuoteTokenParamsSchema = z.object({ token: z.string().max(200) })
