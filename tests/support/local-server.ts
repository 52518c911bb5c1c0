import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (address === null || typeof address === 'string') throw new Error('no free loopback port')
  return address.port
}

export async function waitUntilUp(url: string, timeoutMs = 20_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await fetch(url)
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

// Debian's Chromium flags for this machine's closed network.
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const COMPILED_SERVER = 'build/node/server/index.mjs'

// Run with tsx's loader in one process, so SIGKILL kills it.
const SOURCE_SERVER = 'server/index.ts'

// `user` runs it unprivileged, so storage faults are real even as root.
export function spawnServer(
  port: number,
  dataDir: string,
  options: {
    env?: NodeJS.ProcessEnv
    user?: { uid: number; gid: number }
    source?: boolean
    stdio?: StdioOptions
  } = {},
): ChildProcess {
  const entry = options.source ? ['--import', 'tsx', SOURCE_SERVER] : [COMPILED_SERVER]
  return spawn(process.execPath, entry, {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '100000000',
      SMTP_URL: '',
      NOTIFY_EMAIL: '',
      ...options.env,
    },
    stdio: options.stdio ?? 'ignore',
    ...options.user,
  })
}
