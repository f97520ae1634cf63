import { formatZar } from '#shared/money.ts'
import type { BankDetails } from '../features/bookings/booking-emails.ts'

/** The sentence of a receipt that tells a bank-transfer payer how to pay (D15). */
export function bankTransferInstruction(
  bank: BankDetails,
  amountCents: number,
  paymentReference: string,
): string {
  return `Please pay ${formatZar(amountCents)} by EFT to: ${bank.accountName}, ${bank.bankName}, account ${bank.accountNumber} (${bank.accountType}), branch code ${bank.branchCode}. Use ${paymentReference} as the payment reference so we can match your payment.`
}
