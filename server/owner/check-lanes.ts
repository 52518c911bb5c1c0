// scrypt runs on libuv's small thread pool, which also reads the files the site serves.
export const CHECKS_AT_ONCE = 2
/** One checking, one waiting: a form sent twice. */
const DEVICE_TRIES_AT_ONCE = 2

type Release = () => void

export function checkLanes() {
  const strangers = new Set<string>()
  const deviceTries = new Map<string, number>()
  let deviceLaneFree: Promise<void> = Promise.resolve()

  return {
    stranger(name: string): Release | undefined {
      if (strangers.has(name) || strangers.size >= CHECKS_AT_ONCE) return undefined
      strangers.add(name)
      return () => strangers.delete(name)
    },

    // A known device gets its own lane, so a flood of strangers never makes the owner busy.
    async device(id: string): Promise<Release | undefined> {
      const tries = deviceTries.get(id) ?? 0
      if (tries >= DEVICE_TRIES_AT_ONCE) return undefined
      deviceTries.set(id, tries + 1)
      const before = deviceLaneFree
      let free: Release = () => {}
      deviceLaneFree = new Promise((resolve) => (free = resolve))
      await before
      return () => {
        const left = (deviceTries.get(id) ?? 1) - 1
        if (left === 0) deviceTries.delete(id)
        else deviceTries.set(id, left)
        free()
      }
    },
  }
}
