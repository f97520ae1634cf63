/**
 * Runs `run` now and then every `intervalMs`, without holding the process open. A run
 * still going when the next is due is not stacked: that tick is skipped. A failure is
 * logged and the next tick tries again; `stop` waits for a run in progress.
 */
export function periodicTask(options: {
  intervalMs: number
  /** The first run this long after `start` rather than at once (a start stays quick). */
  firstRunAfterMs?: number
  run: () => Promise<void>
  onError: (error: unknown) => void
}) {
  let timer: NodeJS.Timeout | undefined
  let first: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  const tick = () => {
    if (running) return
    running = options
      .run()
      .catch(options.onError)
      .finally(() => {
        running = undefined
      })
  }
  return {
    start() {
      if (timer) return
      if (options.firstRunAfterMs) {
        first = setTimeout(tick, options.firstRunAfterMs)
        first.unref()
      } else {
        tick()
      }
      timer = setInterval(tick, options.intervalMs)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      if (first) clearTimeout(first)
      timer = undefined
      await running
    },
  }
}

/**
 * A periodic task that queues mails (reminders, lapsed holds, lapse notices): says how
 * many it queued and nudges the outbox to send them now.
 */
export function mailQueueingTask(options: {
  intervalMs: number
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void }
  queue: () => Promise<number>
  /** The log lines: what was queued, and what failed. */
  queuedMessage: string
  failedMessage: string
  /** Called after mails were queued, so the outbox sends them now. */
  onQueued: () => void
}) {
  return periodicTask({
    intervalMs: options.intervalMs,
    run: async () => {
      const count = await options.queue()
      if (count > 0) {
        options.log.info({ count }, options.queuedMessage)
        options.onQueued()
      }
    },
    onError: (error) => options.log.error({ err: error }, options.failedMessage),
  })
}
