/**
 * Helpers for tools and tests that start the production server (or nginx) on loopback.
 */
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
