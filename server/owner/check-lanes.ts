/**
 * Password checks in flight. Each scrypt holds 32 MiB and one of libuv's four threads, which
 * also read the files the site serves, so strangers get a few at once and are answered "busy"
 * beyond them; a known device (a browser that signed in before) has a lane of its own, where its
 * tries wait their turn instead, so a flood of strangers never makes the owner busy.
 */
export const CHECKS_AT_ONCE = 2
/** A known device's tries at once (one checking, one waiting: a form sent twice). */
const DEVICE_TRIES_AT_ONCE = 2

/** Ends a check: frees its place in its lane. */
type Release = () => void

export function checkLanes() {
  const strangers = new Set<string>()
  const deviceTries = new Map<string, number>()
  let deviceLaneFree: Promise<void> = Promise.resolve()

  return {
    /** A stranger's check: one per name, CHECKS_AT_ONCE in all; undefined when busy. */
    stranger(name: string): Release | undefined {
      if (strangers.has(name) || strangers.size >= CHECKS_AT_ONCE) return undefined
      strangers.add(name)
      return () => strangers.delete(name)
    },

    /** A known device's check, one at a time in its own lane, after those before it. */
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
