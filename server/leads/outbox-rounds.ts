/**
 * An outbox worked in rounds: at start, when kicked (a lead was just stored) and on a timer as the
 * fallback. One round at a time; a kick during a round asks for another right after it.
 */
export function outboxRounds(options: {
  drain: () => Promise<void>
  pollMs: number
  name: string
  log: (message: string, error?: unknown) => void
}) {
  let running: Promise<void> | undefined
  let again = false
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve()
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await options.drain()
      } while (again && !stopped)
    })()
      // Storage down: the round ends; the outbox is still there for the next one.
      .catch((error: unknown) => options.log(`${options.name} round stopped`, error))
      .finally(() => {
        running = undefined
      })
    return running
  }

  return {
    kick,
    isStopped: () => stopped,
    start() {
      timer = setInterval(() => void kick(), options.pollMs)
      timer.unref()
      void kick()
    },
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      await running
    },
  }
}
