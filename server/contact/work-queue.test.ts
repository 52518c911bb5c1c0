import { describe, expect, test } from 'vitest'
import { QueueFull, createWorkQueue } from './work-queue'

/** A task that runs until the test lets it finish. */
function heldTask() {
  let finish: () => void = () => undefined
  const done = new Promise<void>((resolve) => (finish = resolve))
  return { task: () => done, finish }
}

describe('a bounded work queue', () => {
  test('runs a fixed number at once, lines up a fixed number, refuses the rest at once', async () => {
    const queue = createWorkQueue({ atOnce: 2, waiting: 1 })
    const held = [heldTask(), heldTask(), heldTask()]
    const runs = held.map(({ task }) => queue.run(task))
    expect(queue.load()).toEqual({ running: 2, waiting: 1 })
    await expect(queue.run(async () => 'late')).rejects.toBeInstanceOf(QueueFull)

    for (const { finish } of held) finish()
    await Promise.all(runs)
    expect(queue.load()).toEqual({ running: 0, waiting: 0 })
    expect(await queue.run(async () => 'again')).toBe('again')
  })

  test('a task that fails gives its slot to the next in line', async () => {
    const queue = createWorkQueue({ atOnce: 1, waiting: 1 })
    const failing = queue.run(() => Promise.reject(new Error('broken photo')))
    const next = queue.run(async () => 'next')
    await expect(failing).rejects.toThrow('broken photo')
    expect(await next).toBe('next')
    expect(queue.load()).toEqual({ running: 0, waiting: 0 })
  })
})
