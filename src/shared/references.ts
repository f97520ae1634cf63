/**
 * Short references (decision 021): every record a person is told about carries a
 * prefix naming its kind and 8 characters of Crockford's base32, e.g. `BK-2XFHZ5E8`, so it
 * can be read aloud on a call and typed on a bank transfer. A bank-transfer payment
 * reference (D15) is the record's reference itself.
 */
export const referencePrefixes = {
  booking: 'BK',
  video_order: 'VO',
  donation: 'DN',
  school_booking: 'SB',
  teacher_workshop: 'TW',
  tutor_application: 'TA',
  partnership: 'PA',
  contact_message: 'CM',
  consultation: 'FC',
  package: 'PK',
  booking_series: 'BS',
} as const
export type ReferenceKind = keyof typeof referencePrefixes
export type ReferencePrefix = (typeof referencePrefixes)[ReferenceKind]

/** The kinds paid for by bank transfer: their reference is the one on the statement. */
export const paymentReferencePrefixes: readonly ReferencePrefix[] = ['BK', 'VO', 'DN']
export const allReferencePrefixes: readonly ReferencePrefix[] = Object.values(referencePrefixes)

// Crockford's base32 without I, L, O, U: a reference read over the phone is not misheard.
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const REFERENCE_CODE_LENGTH = 8

/** A reference as it is stored and shown: `BK-2XFHZ5E8`. */
export const referencePattern = (prefix: ReferencePrefix) =>
  new RegExp(`^${prefix}-[${REFERENCE_ALPHABET}]{${REFERENCE_CODE_LENGTH}}$`)

/**
 * Crockford's reading of what a person typed: O is 0, I and L are 1, case does not count.
 * U stays U, which no code holds, so a U can never turn into a different record's code.
 */
function read(text: string): string {
  return text.toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1')
}

const codeCharacter = new RegExp(`^[${REFERENCE_ALPHABET}]+$`)

/**
 * Every reference with one of `prefixes` that `text` holds as a bank statement shows it:
 * any case, hyphen or spaces anywhere in it or none, O for 0, I or L for 1, between the
 * payer's own words. A reference must start where a word starts and end where one ends,
 * with exactly 8 code characters: `NKOSI BK-2XFHZ5E8` holds BK-2XFHZ5E8, but
 * `BK-2XFHZ5E8X` and `NKOSIBK2XFHZ5E8` hold nothing, so a typo or a run-on never reads as a
 * neighbouring code.
 */
export function referencesIn(text: string, prefixes: readonly ReferencePrefix[]): string[] {
  const words = read(text).match(/[0-9A-Z]+/g) ?? []
  const wanted = prefixes.map((prefix) => ({ prefix, read: read(prefix) }))
  const found = new Set<string>()
  const length = 2 + REFERENCE_CODE_LENGTH
  for (let start = 0; start < words.length; start++) {
    // Join the words from here until they are exactly prefix + code long, or too long.
    let joined = ''
    for (let end = start; end < words.length && joined.length < length; end++) {
      joined += words[end]
    }
    if (joined.length !== length) continue
    const prefix = wanted.find((p) => joined.startsWith(p.read))
    const code = joined.slice(2)
    if (prefix && codeCharacter.test(code)) found.add(`${prefix.prefix}-${code}`)
  }
  return [...found]
}

export type ReferenceReading =
  { ok: true; reference: string } | { ok: false; reason: 'none' | 'ambiguous' }

/** The one reference `text` names; none, or two different ones, is no answer. */
export function referenceIn(text: string, prefixes: readonly ReferencePrefix[]): ReferenceReading {
  const found = referencesIn(text, prefixes)
  if (found.length === 1) return { ok: true, reference: found[0]! }
  return { ok: false, reason: found.length === 0 ? 'none' : 'ambiguous' }
}

/** The kind a reference's prefix names. */
export function referenceKindOf(reference: string): ReferenceKind | undefined {
  const prefix = reference.slice(0, 2)
  const entry = Object.entries(referencePrefixes).find(([, value]) => value === prefix)
  return entry?.[0] as ReferenceKind | undefined
}
