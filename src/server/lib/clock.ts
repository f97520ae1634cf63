import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The time the booking rules reason with (a session has started, the notice before an open
 * time, a hold has lapsed). It is the real time, except inside an end-to-end test's request
 * that asked for a later one (plugins/test-clock.ts, NODE_ENV=test only): a test moves time
 * instead of waiting for it, and only its own requests see the move.
 */
const aheadMs = new AsyncLocalStorage<number>()

export function now(): Date {
  return new Date(Date.now() + (aheadMs.getStore() ?? 0))
}

/** Runs `next` (and all it starts) with the clock `offsetMs` ahead of the real time. */
export function runAhead(offsetMs: number, next: () => void): void {
  aheadMs.run(offsetMs, next)
}

/** Whether this request runs ahead of the real time (what is kept for everyone must not be). */
export function isClockAhead(): boolean {
  return (aheadMs.getStore() ?? 0) !== 0
}
