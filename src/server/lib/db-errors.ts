/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or undefined for any other
 * error. drizzle wraps the driver's error, so the cause chain is searched; pg and PGlite
 * both name the constraint.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') {
      const constraint = 'constraint' in current ? current.constraint : undefined
      return typeof constraint === 'string' ? constraint : ''
    }
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined
  }
  return undefined
}
