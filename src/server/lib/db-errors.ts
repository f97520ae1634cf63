/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or undefined for any other
 * error. drizzle wraps the driver's error, so the cause chain is searched; pg and PGlite
 * both name the constraint.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  return violatedConstraint(error, '23505')
}

/**
 * The constraint an exclusion violation (SQLSTATE 23P01) broke, or undefined for any other
 * error: two rows an `EXCLUDE` constraint keeps apart, such as a tutor's overlapping
 * sessions (D25). Read as violatedUniqueConstraint reads a unique violation.
 */
export function violatedExclusionConstraint(error: unknown): string | undefined {
  return violatedConstraint(error, '23P01')
}

function violatedConstraint(error: unknown, sqlState: string): string | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && 'code' in current && current.code === sqlState) {
      const constraint = 'constraint' in current ? current.constraint : undefined
      return typeof constraint === 'string' ? constraint : ''
    }
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined
  }
  return undefined
}

/**
 * The SQLSTATE of a database error, or undefined for any other error. drizzle wraps the
 * driver's error, so the cause chain is searched; pg and PGlite both set `code`.
 */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && 'code' in current) {
      const code = current.code
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    }
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined
  }
  return undefined
}

/**
 * A data exception (SQLSTATE class 22): a value PostgreSQL cannot take — text where a
 * number goes (22P02), a number out of range (22003), a NUL or a byte sequence the
 * encoding lacks (22021, 22P05), an impossible date (22008), a string too long (22001).
 */
export function isDataException(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith('22') ?? false
}
