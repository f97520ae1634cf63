const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * 'March 2026' for a month 'YYYY-MM', as a review names when it was written (D28: the
 * public sees the month, not the day). Anything else is shown as it came, never dropped.
 */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  const name = match ? monthNames[Number(match[2]) - 1] : undefined
  return match && name ? `${name} ${match[1]}` : month
}
