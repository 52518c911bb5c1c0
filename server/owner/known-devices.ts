import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const KNOWN_DEVICE_MS = 365 * 24 * 60 * 60_000

type KnownDevice = { id: string; name: string }

/** Forging a cookie needs the key; a copied one still needs the password and has its own misses. */
export function knownDevices(key: Buffer, now: () => number) {
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest()

  return {
    issue(name: string): string {
      const id = randomBytes(16).toString('base64url')
      const expires = Math.floor((now() + KNOWN_DEVICE_MS) / 1000)
      const payload = `${id}.${expires}.${Buffer.from(name).toString('base64url')}`
      return `${payload}.${mac(payload).toString('base64url')}`
    },

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
