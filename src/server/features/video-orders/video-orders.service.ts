import { eq } from 'drizzle-orm'
import { replyPromise } from '#shared/business-facts.ts'
import { centsToRand, formatZar } from '#shared/money.ts'
import { labelOf, paymentMethods } from '#shared/options.ts'
import { videoOrderPrice } from '#shared/pricing.ts'
import type { VideoOrder, VideoOrderValues } from '#shared/schemas/video-order.ts'
import type { Db } from '../../db/client.ts'
import { videoOrders } from '../../db/schema.ts'
import { bankTransferInstruction } from '../../lib/bank-transfer-text.ts'
import { Invalid } from '../../lib/errors.ts'
import { submissionEmails, type SubmissionEmailContext } from '../../lib/submission-emails.ts'
import { enqueueEmails } from '../../outbox/outbox.ts'
import type { BankDetails } from '../bookings/booking-emails.ts'
import { paymentForRecord } from '../payments/record-payment.ts'

type VideoOrderRow = typeof videoOrders.$inferSelect

export interface VideoOrdersContext extends SubmissionEmailContext {
  db: Db
  bankDetails: BankDetails | null
  /** The name of the card gateway in use; null when card payment is not offered. */
  cardGateway: string | null
}

function forApi(row: VideoOrderRow): VideoOrder {
  return {
    id: row.id,
    reference: row.reference,
    teacher_name: row.teacherName,
    teacher_email: row.teacherEmail,
    teacher_phone: row.teacherPhone,
    school_institution: row.schoolInstitution,
    subject_area: row.subjectArea,
    grade_level: row.gradeLevel,
    video_topic: row.videoTopic,
    chapter_details: row.chapterDetails,
    specific_requirements: row.specificRequirements,
    preferred_length: row.preferredLength,
    delivery_timeline: row.deliveryTimeline,
    number_of_chapters: row.numberOfChapters,
    special_notes: row.specialNotes,
    price_per_chapter_cents: row.pricePerChapterCents,
    subtotal_cents: row.subtotalCents,
    discount_percent: row.discountPercent,
    discount_cents: row.discountCents,
    total_cost_cents: row.totalCents,
    total_cost: centsToRand(row.totalCents),
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    payment_reference: row.paymentReference,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }
}

function priceLine(order: VideoOrder) {
  return [
    `${order.number_of_chapters} × ${formatZar(order.price_per_chapter_cents)} = ${formatZar(order.subtotal_cents)}`,
    order.discount_cents > 0
      ? `volume discount ${order.discount_percent}%: −${formatZar(order.discount_cents)}`
      : null,
    `total ${formatZar(order.total_cost_cents)}`,
  ]
    .filter(Boolean)
    .join('; ')
}

function emailsFor(ctx: VideoOrdersContext, order: VideoOrder) {
  const paid = order.payment_status === 'completed'
  const awaitingTransfer =
    order.payment_status === 'pending' && ctx.bankDetails && order.payment_reference
      ? [bankTransferInstruction(ctx.bankDetails, order.total_cost_cents, order.payment_reference)]
      : []
  return submissionEmails(ctx, {
    kind: 'video_order',
    email: order.teacher_email,
    reference: order.reference,
    officeOnly: [
      ['Teacher', order.teacher_name],
      ['Email', order.teacher_email],
      ['Phone', order.teacher_phone],
      ['School or institution', order.school_institution],
      ['Topic', order.video_topic],
      ['Chapter details', order.chapter_details],
      ['Specific requirements', order.specific_requirements],
      ['Notes', order.special_notes],
    ],
    receipt: {
      subject: 'Your video order',
      paragraphs: [
        `Thank you for ordering teaching videos. We will contact you within ${replyPromise.hours} hours to agree the script and the delivery date.`,
        ...awaitingTransfer,
        'Your order:',
      ],
      summary: [
        ['You asked for', `An order of ${order.number_of_chapters} video chapter(s)`],
        ['Subject area', order.subject_area],
        ['Grade level', order.grade_level],
        ['Preferred length', order.preferred_length],
        ['Needed within', order.delivery_timeline],
        ['Price', priceLine(order)],
        [
          'Payment',
          `${labelOf(paymentMethods, order.payment_method)}, ${paid ? 'paid' : 'awaiting payment'}`,
        ],
      ],
    },
    notification: {
      subject: `Video order: ${order.teacher_name}, ${order.number_of_chapters} chapter(s), ${formatZar(order.total_cost_cents)} (${paid ? 'paid' : 'awaiting transfer'})`,
      paragraphs: [
        `A video order arrived on the website. Please contact ${order.teacher_name} within ${replyPromise.hours} hours; replying to this email answers them.`,
      ],
    },
  })
}

/**
 * Stores a video order priced by the server (D4, D5) with its payment (D15, D16) and its
 * two emails (D2), in one transaction. A card order must bring a succeeded intent for
 * exactly these chapters; a retry of an order already stored with that intent answers the
 * stored order instead of charging or storing anything again.
 */
export async function placeVideoOrder(
  ctx: VideoOrdersContext,
  userId: string | null,
  input: VideoOrderValues,
): Promise<{ order: VideoOrder; replayed: boolean }> {
  const price = videoOrderPrice(input.number_of_chapters)
  // The schema admits only counts the price list covers; this guards a drift of the two.
  if (!price) throw new Invalid('These chapters cannot be priced')
  return ctx.db.transaction(async (tx) => {
    if (input.payment_method === 'google_pay' && input.payment_data) {
      const [stored] = await tx
        .select()
        .from(videoOrders)
        .where(eq(videoOrders.paymentIntentId, input.payment_data.payment_intent_id))
      // Only the same payer may see the order again: same account (or none) and email.
      if (stored && stored.userId === userId && stored.teacherEmail === input.teacher_email) {
        return { order: forApi(stored), replayed: true }
      }
    }
    const payment = await paymentForRecord(tx, {
      method: input.payment_method,
      paymentData: input.payment_data,
      userId,
      purpose: 'video_order',
      item: { number_of_chapters: price.chapters },
      amountCents: price.totalCents,
      bankTransferOffered: ctx.bankDetails !== null,
      cardGateway: ctx.cardGateway,
    })
    const [row] = await tx
      .insert(videoOrders)
      .values({
        userId,
        teacherName: input.teacher_name,
        teacherEmail: input.teacher_email,
        teacherPhone: input.teacher_phone,
        schoolInstitution: input.school_institution,
        subjectArea: input.subject_area,
        gradeLevel: input.grade_level,
        videoTopic: input.video_topic,
        chapterDetails: input.chapter_details,
        specificRequirements: input.specific_requirements ?? null,
        preferredLength: input.preferred_length ?? null,
        deliveryTimeline: input.delivery_timeline,
        numberOfChapters: price.chapters,
        specialNotes: input.special_notes ?? null,
        pricePerChapterCents: price.pricePerChapterCents,
        subtotalCents: price.subtotalCents,
        discountPercent: price.discountPercent,
        discountCents: price.discountCents,
        totalCents: price.totalCents,
        ...payment,
      })
      .returning()
    if (!row) throw new Error('insert into video_orders returned no row')
    const order = forApi(row)
    await enqueueEmails(tx, emailsFor(ctx, order))
    return { order, replayed: false }
  })
}
