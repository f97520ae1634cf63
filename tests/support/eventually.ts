/**
 * Retries `check` until it passes or `timeoutMs` has gone by (then throws its last error):
 * for what another server instance hears of through the database a moment later.
 */
export async function eventually(check: () => Promise<void>, timeoutMs = 1000): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > until) throw error
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
}
