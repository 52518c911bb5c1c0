import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { cmsUser } from '../cli/cms-user'
import { postSignIn, sessionCookieOf } from '../../tests/support/cms-sign-in'
import { contactForm } from '../../tests/support/lead-input'
import { serveForSuite } from '../../tests/support/test-server'
import { ADDRESS_FAILURE_LIMIT } from '../owner/sign-in-limits'

/**
 * The edges of the self-hosted editor as an attacker tries them: the proxy's headers, other
 * spellings of /admin, slow clients, and what the editor's page may run.
 */
const PASSWORD = 'an elm on every corner'
/** The site behind the reverse proxy of docs/deploy.md: TRUST_PROXY=1. */
const server = serveForSuite({
  prepare: async ({ clientDir, dataDir }) => {
    mkdirSync(path.join(clientDir, 'admin'), { recursive: true })
    writeFileSync(path.join(clientDir, 'admin/index.html'), '<!doctype html><title>Editor</title>')
    // A build made before editing was turned on: its editor config names Git Gateway.
    writeFileSync(
      path.join(clientDir, 'admin/config.yml'),
      JSON.stringify({
        backend: { name: 'git-gateway', branch: 'main' },
        local_backend: { url: 'http://localhost:8081/api/v1' },
        collections: [{ name: 'settings', label: 'Pages and settings' }],
      }),
    )
    await cmsUser(['add', 'maria'], dataDir, async () => PASSWORD)
  },
  app: ({ dataDir }) => ({
    cms: { workingCopy: dataDir, publish: false },
    trustProxy: 1,
    rateLimit: { max: 5, windowMs: 60_000 },
  }),
})

/** What nginx with the old `$proxy_add_x_forwarded_for` passed on: the client's own header, then the client. */
const appended = (spoofed: string, client: string) => ({
  'x-forwarded-for': `${spoofed}, ${client}`,
})

describe('behind a proxy, the client address is the one the proxy saw', () => {
  test('a changing address written into X-Forwarded-For does not reset the form rate limit', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 15; index += 1) {
      const response = await fetch(`${server.url}/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          ...appended(`10.0.0.${index}`, '203.0.113.7'),
        },
        body: new URLSearchParams(contactForm()).toString(),
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true)
  })

  test('wrong sign-ins with new names and spoofed addresses meet the per-address limit', async () => {
    const statuses: number[] = []
    for (let index = 0; index < ADDRESS_FAILURE_LIMIT + 5; index += 1) {
      const response = await postSignIn(
        server.url,
        `stranger${index}`,
        'a guess',
        appended(`10.9.0.${index}`, '203.0.113.8'),
      )
      statuses.push(response.status)
    }
    expect(statuses.slice(0, ADDRESS_FAILURE_LIMIT).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(ADDRESS_FAILURE_LIMIT).every((status) => status === 429)).toBe(true)
  }, 60_000)

  test('X-Forwarded-Host is not believed: another site cannot pass for this one', async () => {
    const forged = await server.inject({
      method: 'POST',
      url: '/admin/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'www.canopytreecare.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.9',
        origin: 'https://evil.example',
      },
      payload: new URLSearchParams({ name: 'maria', password: PASSWORD }).toString(),
    })
    expect(forged.statusCode).toBe(403)
    expect(forged.headers['set-cookie']).toBeUndefined()
    const own = await server.inject({
      method: 'POST',
      url: '/admin/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'www.canopytreecare.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.9',
        origin: 'https://www.canopytreecare.example',
      },
      payload: new URLSearchParams({ name: 'maria', password: PASSWORD }).toString(),
    })
    expect(own.statusCode).toBe(303)
  })
})

describe('every spelling of /admin gets what /admin gets', () => {
  test.each([
    '/admin',
    '/%61dmin',
    '/%61dmin/config.yml',
    '//admin/config.yml',
    '/x/../admin/config.yml',
    '/admin%2Fconfig.yml',
    '/admin/./config.yml',
  ])('GET %s without a session: to the sign-in, nothing of the editor', async (url) => {
    const response = await server.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/admin/login')
    expect(response.body).not.toContain('proxy')
  })

  // Larger than the API's own body limit: read, it would be refused 413, not 401.
  test('a 30 MiB post to /%61dmin/api/v1 without a session is refused before its body is read', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/%61dmin/api/v1',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:80' },
      payload: JSON.stringify({ action: 'info', padding: 'x'.repeat(30 * 1024 * 1024) }),
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: 'Sign in first.' })
  })

  test('with a session, /%61dmin is the editor with its own policy', async () => {
    const cookie = sessionCookieOf(
      await postSignIn(server.url, 'maria', PASSWORD, { 'x-forwarded-for': '203.0.113.30' }),
    )
    const response = await fetch(`${server.url}/%61dmin`, { headers: { cookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';")
  })
})

describe('turning editing on takes a restart, not a build', () => {
  test("a build made for another backend gets this server as the editor's backend", async () => {
    const cookie = sessionCookieOf(
      await postSignIn(server.url, 'maria', PASSWORD, { 'x-forwarded-for': '203.0.113.31' }),
    )
    const response = await fetch(`${server.url}/admin/config.yml`, { headers: { cookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const config = (await response.json()) as Record<string, unknown>
    expect(config.backend).toEqual({ name: 'proxy', proxy_url: '/admin/api/v1', branch: 'main' })
    expect(config).not.toHaveProperty('local_backend')
    expect(config.collections).toEqual([{ name: 'settings', label: 'Pages and settings' }])
  })
})

describe("the editor's page", () => {
  test('runs no script made from strings and talks to no other origin', async () => {
    const response = await server.inject({ method: 'GET', url: '/admin/login' })
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain("script-src 'self';")
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).not.toContain('localhost:8081')
    expect(policy).not.toContain('api.github.com')
    expect(policy).toContain("connect-src 'self' blob:;")
  })
})

describe('slow clients are cut off', () => {
  test('a request and its headers have time limits', () => {
    expect(server.app.server.requestTimeout).toBeGreaterThan(0)
    expect(server.app.server.headersTimeout).toBeGreaterThan(0)
    expect(server.app.server.headersTimeout).toBeLessThanOrEqual(30_000)
  })
})
