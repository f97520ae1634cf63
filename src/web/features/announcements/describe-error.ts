/** What to log about a failure: its message, without a stack trace in the console. */
export function describeError(error: unknown) {
  return error instanceof Error ? error.message : error
}
