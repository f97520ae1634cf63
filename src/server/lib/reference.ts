import { randomBytes } from 'node:crypto'
import {
  REFERENCE_ALPHABET,
  REFERENCE_CODE_LENGTH,
  type ReferencePrefix,
} from '#shared/references.ts'

/**
 * A new short reference (decision 021): the prefix naming the record's kind and 8 random
 * characters, 40 bits, so references do not collide in practice; each table's unique index
 * makes sure. The one generator of new references; migration 0029 gave old rows theirs.
 */
export function newReference(prefix: ReferencePrefix): string {
  let code = ''
  // 256 is a multiple of 32, so `byte % 32` picks every character equally often.
  for (const byte of randomBytes(REFERENCE_CODE_LENGTH)) code += REFERENCE_ALPHABET[byte % 32]
  return `${prefix}-${code}`
}
