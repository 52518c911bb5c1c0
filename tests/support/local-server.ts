/**
 * Helpers for tools and tests that start the production server (or nginx) on loopback.
 */
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

/** Waits until the URL answers at all (any status), up to the time limit. */
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

/** Is any process of this process group (a detached `npm …` and its children) still running? */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

/** Debian's Chromium flags for this machine's closed network (browser tests and Lighthouse). */
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

/** The compiled production server (`npm run build` writes it), as `npm start` runs it. */
const COMPILED_SERVER = 'build/node/server/index.mjs'

/** The server's TypeScript entry, run with tsx's loader in one process (so SIGKILL kills it). */
const SOURCE_SERVER = 'server/index.ts'

/**
 * Starts the production server on loopback with a data folder of its own and no e-mail, for tests
 * and benchmarks: the compiled one by default, as `npm start` runs it, or (`source`) the TypeScript
 * one. `user` runs it unprivileged (uid/gid), so storage faults are real even as root; `env` adds
 * or overrides variables (a BUILD_DIR, a bad PORT); `stdio` keeps its output for a test to read.
 */
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
