import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** How long a browser that signed in stays known for its name (the cookie's life too). */
export const KNOWN_DEVICE_MS = 365 * 24 * 60 * 60_000

type KnownDevice = { id: string; name: string }

/**
 * A known device: a browser that signed in as a name before. It carries a cookie the server
 * signed (HMAC-SHA256 with a key of its own): `id.expires.name.mac`, each part base64url or a
 * number, so none holds a dot. Forging one needs the key; a copy of one signs nobody in (the
 * password is still asked) and is limited by its own count of misses (sign-in-limits.ts).
 */
export function knownDevices(key: Buffer, now: () => number) {
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest()

  return {
    /** A new device cookie's value for a browser that has just signed in as `name`. */
    issue(name: string): string {
      const id = randomBytes(16).toString('base64url')
      const expires = Math.floor((now() + KNOWN_DEVICE_MS) / 1000)
      const payload = `${id}.${expires}.${Buffer.from(name).toString('base64url')}`
      return `${payload}.${mac(payload).toString('base64url')}`
    },

    /** The device a cookie names, when the server signed it and it has not expired. */
    read(value: string | undefined): KnownDevice | undefined {
      const [id, expires, name, signature, ...rest] = (value ?? '').split('.')
      if (!id || !expires || !name || !signature || rest.length > 0) return undefined
      const expected = mac(`${id}.${expires}.${name}`)
      const given = Buffer.from(signature, 'base64url')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
      if (Number(expires) * 1000 <= now()) return undefined
      return { id, name: Buffer.from(name, 'base64url').toString() }
    },
  }
}
