import { isOneOf, labelOf, packageTypes, packageTypeValues } from './options.ts'
import type { PaymentIntentPurpose } from './schemas/payments.ts'

/**
 * What a card payment was for, in words, from what its intent says is bought (D16):
 * 'Tutoring booking: 2 Hour Session', 'Video order: 3 chapters', 'Donation'. For the
 * payer's refund email and the back office's list of card refunds.
 */
export function purchaseDescription(
  purpose: PaymentIntentPurpose,
  item: Readonly<Record<string, string | number>>,
): string {
  switch (purpose) {
    case 'booking': {
      const packageType = item.package_type
      return isOneOf(packageTypeValues, packageType)
        ? `Tutoring booking: ${labelOf(packageTypes, packageType)}`
        : 'Tutoring booking'
    }
    case 'booking_series': {
      const packageType = item.package_type
      const weeks = Number(item.weeks)
      const what = isOneOf(packageTypeValues, packageType)
        ? `, ${labelOf(packageTypes, packageType)}`
        : ''
      return `Weekly tutoring: ${weeks} weeks${what}`
    }
    case 'video_order': {
      const chapters = Number(item.number_of_chapters)
      return Number.isInteger(chapters) && chapters > 0
        ? `Video order: ${chapters} ${chapters === 1 ? 'chapter' : 'chapters'}`
        : 'Video order'
    }
    case 'donation':
      return 'Donation'
  }
}
