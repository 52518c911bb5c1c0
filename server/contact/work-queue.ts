export class QueueFull extends Error {
  override name = 'QueueFull'
}

/** Refuses beyond `waiting`, so the line and what it holds cannot grow without bound. */
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
    // For tests and the benchmark.
    load: () => ({ running, waiting: line.length }),
  }
}
