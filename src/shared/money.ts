// D4: money is an integer number of cents of ZAR everywhere but at the edges where the
// spec names a number of rand. This module is the only place that converts between the
// two and the only formatter, so 'R1,750' reads the same in Node and every browser
// (Intl's en-ZA output differs between them: spaces vs commas, comma decimals).

const CENTS_PER_RAND = 100

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Expected a whole number of cents, got ${cents}`)
  }
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * 'R1,750' for whole rand, 'R1,750.50' otherwise, '-R20' below zero. Throws on
 * fractional cents: they mean a price was computed outside pricing.ts.
 */
export function formatZar(cents: number): string {
  assertCents(cents)
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(cents)
  const rand = Math.floor(absolute / CENTS_PER_RAND)
  const remainder = absolute % CENTS_PER_RAND
  const fraction = remainder === 0 ? '' : `.${String(remainder).padStart(2, '0')}`
  return `${sign}R${groupThousands(String(rand))}${fraction}`
}

/**
 * Rand (as a form or the API gives it) to cents, rounded to the nearest cent with halves
 * away from zero. `toPrecision(15)` first removes binary noise, so 1.005 rand is the
 * 100.5 cents it was typed as (not 100.49999…) and rounds to 101.
 */
export function randToCents(rand: number): number {
  if (!Number.isFinite(rand)) throw new RangeError(`Expected an amount of rand, got ${rand}`)
  const exact = Number((Math.abs(rand) * CENTS_PER_RAND).toPrecision(15))
  const cents = Math.sign(rand) * Math.round(exact)
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount out of range: ${rand}`)
  // Math.sign(-0.001) * 0 is -0; store a plain 0.
  return cents === 0 ? 0 : cents
}

/** Cents to rand for the fields the spec names in rand (`amount`, `total_cost`). */
export function centsToRand(cents: number): number {
  assertCents(cents)
  return cents / CENTS_PER_RAND
}
