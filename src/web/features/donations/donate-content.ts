// The donation page's copy (spec part 2 §2, §9). Amounts, tiers and allocation come from
// pricing.ts; this is the text around them.

export const taxDeductibleText = [
  'Every donation is acknowledged by email with its amount and reference, for your records.',
  'If you need a section 18A tax certificate, reply to your receipt with your tax number and we will let you know whether your donation qualifies.',
  'Companies giving through a CSI budget can also ask for a partnership report on how the money was used.',
] as const
