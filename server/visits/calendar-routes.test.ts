// @vitest-environment jsdom
import { within } from '@testing-library/react'
import { eventsOf } from '../../tests/support/mail-sink'
import { PassThrough } from 'node:stream'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { postSignIn, sessionCookieOf } from '../../tests/support/cms-sign-in'
import { leadInput } from '../../tests/support/lead-input'
import { serveForSuite } from '../../tests/support/test-server'
import { visitRows } from '../../tests/support/visit-rows'
import { openLeadStore } from '../leads/store'
import { openAccounts } from '../owner/accounts'

/**
 * The owner's calendar feed over HTTP: what it lists, the secret that is its only key, and the
 * owner's page that gives (and resets) its address.
 */
const PASSWORD = 'a sugar maple by the fence'
const SITE_URL = 'https://www.canopy.example'
const meta = { ip: '203.0.113.7', userAgent: 'test' }
const DAY_MS = 24 * 60 * 60_000
const at = (daysFromNow: number, hourUtc: number) => {
  const day = new Date(Date.now() + daysFromNow * DAY_MS)
  day.setUTCHours(hourUtc, 0, 0, 0)
  return day.toISOString()
}
const windowAt = (daysFromNow: number) => ({ start: at(daysFromNow, 14), end: at(daysFromNow, 16) })

const leads: Record<'confirmed' | 'requested' | 'declined' | 'longAgo', string> = {
  confirmed: '',
  requested: '',
  declined: '',
  longAgo: '',
}

const logged: string[] = []
const stream = new PassThrough()
stream.on('data', (chunk: Buffer) => logged.push(chunk.toString()))
const server = serveForSuite({
  app: { siteUrl: SITE_URL, logger: { stream }, rateLimit: { max: 1000, windowMs: 60_000 } },
  prepare: async (site) => {
    const accounts = openAccounts(site.dataDir)
    await accounts.add('maria', PASSWORD, 'owner')
    await accounts.add('ed.writer', PASSWORD)
    accounts.close()
    const store = openLeadStore(site.dataDir)
    const save = (name: string, address: string) =>
      store.saveLead(leadInput({ name, address, phone: '(217) 555-0100' }), meta, {
        notify: false,
      }).id
    leads.confirmed = save('Lee <b>Bold</b>', '12 Elm St, Springfield')
    leads.requested = save('Rae Requested', '3 Oak Ave')
    leads.declined = save('Dee Declined', '4 Ash Ct')
    leads.longAgo = save('Lon Ago', '5 Fir Rd')
    store.close()
    const rows = visitRows(site.dataDir)
    rows.setVisit(leads.confirmed, windowAt(3), 'confirmed')
    rows.setVisit(leads.requested, windowAt(4), 'requested')
    rows.setVisit(leads.declined, windowAt(5), 'declined')
    rows.setVisit(leads.longAgo, windowAt(-40), 'confirmed')
    rows.close()
  },
})

let owner = ''
let editor = ''
beforeAll(async () => {
  owner = sessionCookieOf(await postSignIn(server.url, 'maria', PASSWORD))
  editor = sessionCookieOf(await postSignIn(server.url, 'ed.writer', PASSWORD))
})
afterAll(() => {
  document.documentElement.innerHTML = ''
})

const get = (path: string, cookie = '') =>
  fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })
const reset = (headers: Record<string, string>) =>
  fetch(`${server.url}/admin/leads/calendar/reset`, {
    method: 'POST',
    body: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    redirect: 'manual',
  })

/** The owner's calendar page as a reader finds things on it, and the feed's path it gives. */
async function calendarPage() {
  const response = await get('/admin/leads/calendar', owner)
  expect(response.status).toBe(200)
  document.documentElement.innerHTML = (await response.text()).replace(/^<!doctype html>/i, '')
  const page = within(document.body)
  const feedUrl = page.getByText(
    /^https:\/\/www\.canopy\.example\/admin\/leads\/calendar\//,
  ).textContent
  return { page, feedUrl: feedUrl ?? '', feedPath: (feedUrl ?? '').slice(SITE_URL.length) }
}

test('the page gives an https link, a webcal link and how to subscribe; the feed needs no session', async () => {
  const { page, feedUrl, feedPath } = await calendarPage()
  expect(feedUrl).toMatch(
    /^https:\/\/www\.canopy\.example\/admin\/leads\/calendar\/[\w-]{43}\.ics$/,
  )
  expect(page.getByRole('link', { name: 'Subscribe on this device' }).getAttribute('href')).toBe(
    feedUrl.replace('https://', 'webcal://'),
  )
  expect(page.getByRole('heading', { name: 'Google Calendar' })).toBeTruthy()
  expect(page.getByRole('heading', { name: 'Apple Calendar' })).toBeTruthy()
  expect(page.getByRole('button', { name: 'Reset the link' })).toBeTruthy()
  expect(page.getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).toBe('page')

  const feed = await get(feedPath)
  expect(feed.status).toBe(200)
  expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
  expect(feed.headers.get('cache-control')).toBe('private, no-store')
  expect((await calendarPage()).feedPath).toBe(feedPath)
  // The request log names the feed's path without its secret.
  const secret = feedPath.replace(/^.*\/|\.ics$/g, '')
  expect(logged.join('')).toContain('/admin/leads/calendar/(secret).ics')
  expect(logged.join('')).not.toContain(secret)
})

test('the feed lists confirmed visits only, with name, phone, address and a link to the lead', async () => {
  const { feedPath } = await calendarPage()
  const events = eventsOf(await (await get(feedPath)).text())
  expect(events).toHaveLength(1)
  const [visit] = events
  expect(visit?.start.toISOString()).toBe(windowAt(3).start)
  expect(visit?.end?.toISOString()).toBe(windowAt(3).end)
  expect(visit?.summary).toBe('Estimate visit: Lee <b>Bold</b>')
  expect(visit?.location).toBe('12 Elm St, Springfield')
  expect(visit?.description).toContain('(217) 555-0100')
  expect(visit?.description).toContain(`${SITE_URL}/admin/leads/${leads.confirmed}`)
  expect(visit?.status).toBe('CONFIRMED')
})

test('a wrong secret is a plain 404, with or without a session; HEAD too', async () => {
  const { feedPath } = await calendarPage()
  const wrong = feedPath.replace(/[\w-](?=\.ics$)/, (last) => (last === 'A' ? 'B' : 'A'))
  for (const path of [wrong, '/admin/leads/calendar/short.ics', '/admin/leads/calendar/x.ics']) {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('Not found')
  }
  expect((await get(wrong, owner)).status).toBe(404)
  const head = await fetch(`${server.url}${wrong}`, { method: 'HEAD' })
  expect(head.status).toBe(404)
})

test('the feed opens nothing else: a lead page or a disguised path still asks for sign-in', async () => {
  for (const path of [
    `/admin/leads/${leads.confirmed}`,
    '/admin/leads/calendar',
    // Read as the feed's path once decoded; routed as another.
    '/admin/leads/calendar%2Fabc.ics',
    `/admin/leads/${leads.confirmed}%2F..%2Fcalendar%2Fabc.ics`,
  ]) {
    const response = await get(path)
    expect(response.status, path).toBe(303)
    expect(response.headers.get('location')).toMatch(/^\/admin\/login/)
  }
  expect((await get('/admin/leads/calendar', editor)).status).toBe(403)
})

test('Reset needs the inbox itself: another origin, no origin or an editor is refused', async () => {
  const { feedPath } = await calendarPage()
  expect((await reset({ origin: 'https://evil.example', cookie: owner })).status).toBe(403)
  expect((await reset({ cookie: owner })).status).toBe(403)
  expect((await reset({ origin: server.url, cookie: editor })).status).toBe(403)
  expect((await reset({ origin: server.url })).status).toBe(401)
  expect((await get(feedPath)).status).toBe(200)
})

test('Reset the link: the old address answers 404, the new one the feed', async () => {
  const before = await calendarPage()
  const response = await reset({ origin: server.url, cookie: owner })
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe('/admin/leads/calendar?reset=1')
  expect((await get(before.feedPath)).status).toBe(404)

  const page = await get('/admin/leads/calendar?reset=1', owner)
  document.documentElement.innerHTML = (await page.text()).replace(/^<!doctype html>/i, '')
  expect(within(document.body).getByRole('status').textContent).toMatch(/old one no longer works/)
  const after = await calendarPage()
  expect(after.feedPath).not.toBe(before.feedPath)
  expect((await get(after.feedPath)).status).toBe(200)
})
