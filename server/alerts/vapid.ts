import { closeSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs'
import path from 'node:path'
import webpush from 'web-push'

export type VapidKeys = { publicKey: string; privateKey: string }

export const VAPID_FILE = 'vapid-keys.json'

const isKeys = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === 'string' &&
  typeof (value as VapidKeys).privateKey === 'string'

/**
 * The server's VAPID key pair: given by the environment, or made at first start and kept in the
 * data folder, readable by the server's user alone (a new pair would orphan every subscription).
 */
export function loadVapidKeys(dataDir: string, given?: VapidKeys): VapidKeys {
  if (given) return given
  const file = path.join(dataDir, VAPID_FILE)
  try {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'))
    if (isKeys(stored)) return stored
    throw new Error(`${file} does not hold a VAPID key pair`)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const keys = webpush.generateVAPIDKeys()
  // 'wx': two servers starting at once keep the first pair, never half of each.
  let fd: number
  try {
    fd = openSync(file, 'wx', 0o600)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadVapidKeys(dataDir)
    throw error
  }
  try {
    writeSync(fd, JSON.stringify(keys))
  } finally {
    closeSync(fd)
  }
  return keys
}
