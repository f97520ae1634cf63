/**
 * Runs `run` now and then every `intervalMs`, without holding the process open. A run
 * still going when the next is due is not stacked: that tick is skipped. A failure is
 * logged and the next tick tries again; `stop` waits for a run in progress.
 */
export function periodicTask(options: {
  intervalMs: number
  run: () => Promise<void>
  onError: (error: unknown) => void
}) {
  let timer: NodeJS.Timeout | undefined
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
      tick()
      timer = setInterval(tick, options.intervalMs)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      await running
    },
  }
}
