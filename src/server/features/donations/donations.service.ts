import { eq } from 'drizzle-orm'
import { centsToRand, formatZar, randToCents } from '#shared/money.ts'
import { donationTypes, labelOf, paymentMethods } from '#shared/options.ts'
import type { Donation, DonationValues } from '#shared/schemas/donation.ts'
import type { Db } from '../../db/client.ts'
import { donations } from '../../db/schema.ts'
import { bankTransferInstruction } from '../../lib/bank-transfer-text.ts'
import { submissionEmails, type SubmissionEmailContext } from '../../lib/submission-emails.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'
import type { BankDetails } from '../bookings/booking-emails.ts'
import { paymentForRecord } from '../payments/record-payment.ts'

type DonationRow = typeof donations.$inferSelect

export interface DonationsContext extends SubmissionEmailContext {
  db: Db
  bankDetails: BankDetails | null
  /** The name of the card gateway in use; null when card payment is not offered. */
  cardGateway: string | null
}

function forApi(row: DonationRow): Donation {
  return {
    id: row.id,
    reference: row.reference,
    donor_name: row.donorName,
    donor_email: row.donorEmail,
    donor_phone: row.donorPhone,
    amount: centsToRand(row.amountCents),
    amount_cents: row.amountCents,
    donation_type: row.donationType,
    message: row.message,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    payment_reference: row.paymentReference,
    created_at: row.createdAt.toISOString(),
  }
}

/** Card payments are single charges: a regular gift is set up with the donor afterwards. */
const recurringNote = (donation: Donation) =>
  donation.donation_type === 'one_time'
    ? []
    : [
        `You chose to give ${donation.donation_type === 'monthly' ? 'every month' : 'every year'}. This payment is your first gift; we will contact you to set up the next ones by debit order or bank transfer, and you can stop at any time.`,
      ]

function emailsFor(ctx: DonationsContext, donation: Donation) {
  const amount = formatZar(donation.amount_cents)
  const paid = donation.payment_status === 'completed'
  const awaitingTransfer =
    !paid && ctx.bankDetails && donation.payment_reference
      ? [
          bankTransferInstruction(
            ctx.bankDetails,
            donation.amount_cents,
            donation.payment_reference,
          ),
        ]
      : []
  return submissionEmails(ctx, {
    kind: 'donation',
    email: donation.donor_email,
    reference: donation.reference,
    officeOnly: [
      ['Donor', donation.donor_name],
      ['Email', donation.donor_email],
      ['Phone', donation.donor_phone],
      ['Message', donation.message],
    ],
    receipt: {
      subject: paid ? `Receipt for your donation of ${amount}` : `Your donation of ${amount}`,
      paragraphs: [
        paid
          ? `Thank you for your donation of ${amount}. It helps a South African student get the mathematics support they need. Please keep this email as your receipt.`
          : `Thank you for pledging ${amount}. It helps a South African student get the mathematics support they need. We will send your receipt as soon as the transfer arrives.`,
        ...awaitingTransfer,
        ...recurringNote(donation),
        'If you need a section 18A tax certificate, reply to this email with your tax number and we will let you know whether your donation qualifies.',
        'Your donation:',
      ],
      summary: [
        ['Amount', amount],
        ['Giving', labelOf(donationTypes, donation.donation_type)],
        [
          'Payment',
          `${labelOf(paymentMethods, donation.payment_method)}, ${paid ? 'received' : 'awaiting transfer'}`,
        ],
      ],
    },
    notification: {
      subject: `Donation: ${amount} from ${donation.donor_name} (${paid ? 'paid' : 'awaiting transfer'})`,
      paragraphs: [
        `A donation was made on the website. Please thank ${donation.donor_name}; replying to this email answers them.`,
      ],
    },
  })
}

/**
 * Stores a donation with its payment (D15, D16) and its two emails (D2), in one
 * transaction. A retried card donation answers the stored one instead of another.
 */
export async function placeDonation(
  ctx: DonationsContext,
  userId: string | null,
  input: DonationValues,
): Promise<{ donation: Donation; replayed: boolean }> {
  const amountCents = randToCents(input.amount)
  return ctx.db.transaction(async (tx) => {
    if (input.payment_method === 'google_pay' && input.payment_data) {
      const [stored] = await tx
        .select()
        .from(donations)
        .where(eq(donations.paymentIntentId, input.payment_data.payment_intent_id))
      // Only the same donor may see the donation again: same account and email.
      if (stored && stored.userId === userId && stored.donorEmail === input.donor_email) {
        return { donation: forApi(stored), replayed: true }
      }
    }
    const payment = await paymentForRecord(tx, {
      method: input.payment_method,
      paymentData: input.payment_data,
      userId,
      purpose: 'donation',
      item: { amount_cents: amountCents },
      amountCents,
      bankTransferOffered: ctx.bankDetails !== null,
      cardGateway: ctx.cardGateway,
    })
    const [row] = await tx
      .insert(donations)
      .values({
        userId,
        donorName: input.donor_name,
        donorEmail: input.donor_email,
        donorPhone: input.donor_phone ?? null,
        amountCents,
        donationType: input.donation_type,
        message: input.message ?? null,
        ...payment,
      })
      .returning()
    if (!row) throw new Error('insert into donations returned no row')
    const donation = forApi(row)
    await enqueueEmails(tx, emailsFor(ctx, donation))
    return { donation, replayed: false }
  })
}
