import { randomBytes } from 'node:crypto'

// Crockford's base32 without I, L, O, U: a reference read over the phone is not misheard.
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * The reference a payer writes on a bank transfer (D15): a prefix naming what is paid
 * for ('BK' booking, 'VO' video order, 'DN' donation) and 8 random characters, 40 bits,
 * so references do not collide in practice; a unique index makes sure.
 */
export function newPaymentReference(prefix: 'BK' | 'VO' | 'DN'): string {
  let code = ''
  // 256 is a multiple of 32, so `byte % 32` picks every character equally often.
  for (const byte of randomBytes(8)) code += REFERENCE_ALPHABET[byte % 32]
  return `${prefix}-${code}`
}
