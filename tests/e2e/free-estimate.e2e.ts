import path from 'node:path'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TOO_FAST_MS } from '../../server/contact/spam'
import { smtpMailer } from '../../server/leads/email-outbox'
import { openLeadStore } from '../../server/leads/store'
import { openAccounts } from '../../server/owner/accounts'
import { chicagoClock, eventsOf, mimePart, startMailSink, subjectOf } from '../support/mail-sink'
import { signInAt } from '../support/owner-sign-in'
import { serveForSuite } from '../support/test-server'
import { launchBrowser, openPage, phone } from './browser'

// The whole promise of [22]: booked on a phone, confirmed by the owner, in both calendars.
const OWNER = { name: 'maria', password: 'the red oak behind the barn' }
let sink: Awaited<ReturnType<typeof startMailSink>>
let browser: Browser

// The mailbox listens first: the server's mail goes to it.
beforeAll(async () => {
  sink = await startMailSink()
})
afterAll(() => sink.close())
const server = serveForSuite({
  prepare: async ({ dataDir }) => {
    const accounts = openAccounts(dataDir)
    await accounts.add(OWNER.name, OWNER.password, 'owner')
    accounts.close()
  },
  app: () => ({
    clientDir: path.resolve('build/client'),
    mail: { mailer: smtpMailer(sink.url, 'site@canopy.example'), to: 'owner@canopy.example' },
    rateLimit: { max: 1000, windowMs: 60_000 },
  }),
})
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const newPage = (options: BrowserContextOptions = {}): Promise<Page> =>
  openPage(browser, { baseURL: server.url, viewport: phone, ...options })

function leadId(name: string): string {
  const store = openLeadStore(server.dataDir)
  try {
    return store.listLeads().find((lead) => lead.name === name)?.id ?? ''
  } finally {
    store.close()
  }
}

describe.each([
  { script: true, label: 'with JavaScript' },
  { script: false, label: 'without JavaScript' },
])('$label', ({ script }) => {
  const name = script ? 'Robin Script' : 'Robin Plain'
  const email = script ? 'robin.script@example.com' : 'robin.plain@example.com'

  test('a visitor on a 375 px phone books the second open window, the owner confirms it, and both calendars have it', async () => {
    const visitor = await newPage({ javaScriptEnabled: script })
    await visitor.goto('/contact')
    const form = visitor.getByRole('form', { name: 'Send us a message' })
    await form.getByLabel('Your name').fill(name)
    await form.getByLabel('Email address').fill(email)
    await form.getByLabel('Phone number (optional)').fill('(217) 555-0190')
    await form.getByLabel('How can we help?').fill('The red oak by the drive drops limbs.')
    const picker = form.getByRole('group', {
      name: 'Pick a time for your free estimate (optional)',
    })
    // "No preference" comes first: the second open window is the third choice.
    const second = picker.getByRole('radio').nth(2)
    const value = (await second.getAttribute('value')) ?? ''
    await second.check()
    await form.getByLabel('Street address of the property').fill('27 Walnut Street, Springfield')
    if (script) {
      await visitor.locator('form[name="contact"][data-enhanced="true"]').waitFor()
      await visitor.waitForFunction((ms) => performance.now() > ms, TOO_FAST_MS)
    }
    await form.getByRole('button', { name: 'Send message' }).click()
    const answer = visitor.getByRole('status').filter({ hasText: 'Your free estimate visit' })
    await answer.waitFor()
    const start = new Date(value)
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    }).format(start)
    expect(await answer.textContent()).toContain(day)
    await visitor.context().close()

    // The owner, on another phone, confirms it from the lead's page.
    const owner = await newPage()
    const id = leadId(name)
    await signInAt(owner, `/admin/leads/${id}`, OWNER)
    const block = owner.getByRole('region', { name: 'Visit' })
    expect(await block.textContent()).toContain('27 Walnut Street, Springfield')
    await block.getByRole('button', { name: 'Confirm' }).click()
    await owner.waitForURL((url) => url.hash === '#visit')
    expect(await block.getByRole('status').textContent()).toBe('Visit confirmed.')

    // The visitor's mailbox: the time in words and an invitation at that instant.
    await expect.poll(() => sink.received.filter((mail) => mail.to.includes(email)).length).toBe(1)
    const mail = sink.received.find((candidate) => candidate.to.includes(email))?.raw ?? ''
    expect(subjectOf(mail)).toContain(day)
    const [event] = eventsOf(mimePart(mail, 'text/calendar'))
    expect(event?.start.toISOString()).toBe(start.toISOString())
    expect(chicagoClock(event?.start ?? new Date(0))).toBe(value.slice(11, 16))
    expect(String(event?.location)).toContain('27 Walnut Street')

    // The owner's calendar: the private feed lists it with the lead's name and phone.
    await owner.goto('/admin/leads/calendar')
    const feedUrl = (await owner.locator('code').first().textContent()) ?? ''
    const feed = await fetch(`${server.url}${new URL(feedUrl).pathname}`)
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/)
    const listed = eventsOf(await feed.text()).find((candidate) =>
      String(candidate.summary).includes(name),
    )
    expect(listed?.start.toISOString()).toBe(start.toISOString())
    expect(String(listed?.description)).toContain('(217) 555-0190')
    await owner.context().close()
  })
})
