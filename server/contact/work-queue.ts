/** The queue in front of some costly work is full: the caller is told at once, not made to wait. */
export class QueueFull extends Error {
  override name = 'QueueFull'
}

/**
 * Runs at most `atOnce` tasks at a time, with at most `waiting` more in line behind them; a task
 * beyond that is refused with QueueFull before it starts, so the line (and what each task in it
 * holds in memory) cannot grow without bound under a burst.
 */
export function createWorkQueue(limits: { atOnce: number; waiting: number }) {
  let running = 0
  const line: (() => void)[] = []

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limits.atOnce) running += 1
      else if (line.length < limits.waiting) await new Promise<void>((start) => line.push(start))
      else throw new QueueFull('the work queue is full')
      try {
        return await task()
      } finally {
        // The slot passes straight to the next in line, so a newcomer cannot slip in between.
        const next = line.shift()
        if (next) next()
        else running -= 1
      }
    },
    /** How many run and how many wait now (for tests and the benchmark). */
    load: () => ({ running, waiting: line.length }),
  }
}
