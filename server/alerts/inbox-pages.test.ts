import { Agent } from 'node:https'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { postSignIn, sessionCookieOf } from '../../tests/support/cms-sign-in'
import { type FakePushService, startFakePushService } from '../../tests/support/fake-push-service'
import { contactForm, leadInput } from '../../tests/support/lead-input'
import { serveForSuite } from '../../tests/support/test-server'
import { openLeadStore } from '../leads/store'
import { openAccounts } from '../owner/accounts'

/** What the inbox's pages say and allow about alerts: script policy, the failing banner, iPhones. */
const PASSWORD = 'a honey locust by the fence'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

let push: FakePushService
/** The alert worker's clock runs this far ahead, so that a retry's backoff can be skipped. */
let ahead = 0
let leadId = ''
const server = serveForSuite({
  prepare: async ({ dataDir }) => {
    const accounts = openAccounts(dataDir)
    await accounts.add('maria', PASSWORD, 'owner')
    accounts.close()
    const store = openLeadStore(dataDir)
    leadId = store.saveLead(
      leadInput(),
      { ip: '203.0.113.40', userAgent: 'test' },
      { notify: false },
    ).id
    store.close()
    push = await startFakePushService()
  },
  app: () => ({
    rateLimit: { max: 1000, windowMs: 60_000 },
    push: {
      serviceOrigins: [push.origin],
      agent: new Agent({ ca: push.certificate.cert }),
      subject: 'mailto:owner@example.com',
      now: () => new Date(Date.now() + ahead),
      pollMs: 100,
    },
  }),
})
afterAll(async () => {
  await push?.close()
  push?.certificate.cleanup()
})

let cookie = ''
beforeAll(async () => {
  cookie = sessionCookieOf(await postSignIn(server.url, 'maria', PASSWORD))
})
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { cookie, ...headers } })

describe('inbox pages run only the site’s own script files', () => {
  test.each([
    '/admin/leads',
    '/admin/leads?folder=spam',
    '/admin/leads/sources',
    '/admin/leads/email',
    '/admin/leads/alerts',
    'the lead',
  ])('%s: script-src is exactly self; every script is a file of the inbox', async (path) => {
    const response = await get(path === 'the lead' ? `/admin/leads/${leadId}` : path)
    expect(response.status).toBe(200)
    const policy = (response.headers.get('content-security-policy') ?? '').split(/;\s*/)
    expect(policy).toContain("default-src 'none'")
    expect(policy.filter((directive) => /^script-src(-elem|-attr)?\b/.test(directive))).toEqual([
      "script-src 'self'",
    ])
    const html = await response.text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.map(([, attributes]) => attributes)).toContain(
      ' src="/admin/leads/badge.js" defer=""',
    )
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/^ src="\/admin\/leads\/[\w-]+\.js"/)
      expect(body).toBe('')
    }
    // The settings pages do not count leads; the inbox's own pages give the badge its number.
    if (!/email|alerts/.test(path)) expect(html).toMatch(/<body data-unopened="[01]">/)
  })

  test('the badge script is served without sign-in, as script, and sets the badge', async () => {
    const response = await fetch(`${server.url}/admin/leads/badge.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    const script = await response.text()
    expect(script).toContain('setAppBadge')
    expect(script).toContain('clearAppBadge')
  })
})

describe('the Phone alerts page on an iPhone', () => {
  const HOME_SCREEN_NOTE = 'alerts come only to the inbox added to the Home Screen'

  test('an iPhone is told to add the inbox to its Home Screen', async () => {
    const page = await (await get('/admin/leads/alerts', { 'user-agent': IPHONE })).text()
    expect(page).toContain(HOME_SCREEN_NOTE)
    expect(page).toContain('tap Share, then Add to Home Screen')
  })

  test('a desktop browser is not', async () => {
    const page = await (await get('/admin/leads/alerts', { 'user-agent': DESKTOP })).text()
    expect(page).toContain('This device')
    expect(page).not.toContain(HOME_SCREEN_NOTE)
  })
})

describe('the inbox says when phone alerts are failing', () => {
  const BANNER =
    /<p class="alert" role="alert">Phone alerts are failing: 1 alert has not reached a device yet[^]*?<\/p>/

  test('a device whose push keeps failing: the banner names it and links Phone alerts; gone after a success', async () => {
    const subscription = push.subscribe()
    push.answer(subscription.endpoint, 500)
    const subscribed = await fetch(`${server.url}/admin/leads/push-subscriptions`, {
      method: 'POST',
      body: JSON.stringify({ ...subscription, device: 'Work phone' }),
      headers: { 'content-type': 'application/json', origin: server.url, cookie },
    })
    expect(subscribed.status).toBe(201)
    const list = () => get('/admin/leads').then((response) => response.text())
    expect(await list()).not.toContain('Phone alerts are failing')

    const posted = await fetch(`${server.url}/`, {
      method: 'POST',
      body: new URLSearchParams(contactForm({ name: 'Jo Sycamore' })).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    })
    expect(posted.status).toBe(200)
    await expect.poll(list).toMatch(BANNER)
    const banner = BANNER.exec(await list())?.[0] ?? ''
    expect(banner).toContain('<a href="/admin/leads/alerts">Phone alerts</a>')
    expect(banner).toContain('history says which device failed and why')

    // The push service takes it again, and the retry's time comes.
    push.answer(subscription.endpoint, 201)
    ahead = 60_000
    await expect.poll(() => push.received.length).toBe(1)
    await expect.poll(list).not.toContain('Phone alerts are failing')
  })
})
