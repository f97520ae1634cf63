import { proRataRefundCents, type PackageBalance } from '#shared/package-hours.ts'

/**
 * D26: what cancelling a package owes. Its sessions still to come are cancelled and give
 * back `minutesReturned`; what is then still scheduled belongs to sessions that have begun
 * (they take place, or are cancelled one by one), so only the rest counts as unused. A paid
 * package refunds the unused minutes pro rata, rounded down to the cent; one never paid
 * owes nothing (null).
 */
export function refundOnCancel(
  pkg: PackageBalance & { amountCents: number; paid: boolean },
  minutesReturned: number,
): { unusedMinutes: number; refundCents: number | null } {
  const begun = Math.max(0, pkg.minutesScheduled - minutesReturned)
  const taken = Math.min(pkg.minutesTotal, pkg.minutesUsed + begun)
  return {
    unusedMinutes: pkg.minutesTotal - taken,
    refundCents: pkg.paid
      ? proRataRefundCents({ minutesTotal: pkg.minutesTotal, minutesUsed: taken }, pkg.amountCents)
      : null,
  }
}
