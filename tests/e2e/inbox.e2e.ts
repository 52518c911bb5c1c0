import path from 'node:path'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openAccounts } from '../../server/owner/accounts'
import type { Mailer } from '../../server/leads/email-outbox'
import { TOO_FAST_MS } from '../../server/contact/spam'
import { serveForSuite } from '../support/test-server'
import { desktop, launchBrowser, openPage, phone } from './browser'
import { wcagViolations } from './axe'
import { signInAt } from '../support/owner-sign-in'

const PASSWORD = 'the big bur oak out back'
const VISITOR = 'Morgan Sycamore'
const sent: string[] = []
const mailer: Mailer = {
  async send(message) {
    sent.push(message.subject)
  },
}
let browser: Browser

const server = serveForSuite({
  prepare: async ({ dataDir }) => {
    const accounts = openAccounts(dataDir)
    await accounts.add('maria', PASSWORD, 'owner')
    accounts.close()
  },
  app: {
    clientDir: path.resolve('build/client'),
    mail: { mailer, to: 'owner@example.com' },
    rateLimit: { max: 1000, windowMs: 60_000 },
  },
})
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const newPage = (options: BrowserContextOptions = {}): Promise<Page> =>
  openPage(browser, { baseURL: server.url, viewport: phone, ...options })

async function signIn(page: Page) {
  await signInAt(page, '/admin/leads', { name: 'maria', password: PASSWORD })
}

// After a status change the page opens at its status buttons, not at its top.
async function expectActionsInView(page: Page) {
  expect(new URL(page.url()).hash).toBe('#actions')
  const box = await page.getByRole('heading', { name: /^Status: / }).boundingBox()
  const height = page.viewportSize()?.height ?? 0
  expect(box && box.y >= 0 && box.y + box.height <= height, JSON.stringify(box)).toBe(true)
  // The page did scroll: the lead's name at the top is out of view.
  const name = await page.getByRole('heading', { level: 1 }).boundingBox()
  expect(name && name.y + name.height <= 0, JSON.stringify(name)).toBe(true)
}

describe('a lead from the form to Contacted, on a phone', () => {
  test('the visitor sends the form with script; the owner finds it at the top, marked new', async () => {
    const visitor = await newPage()
    await visitor.goto('/contact')
    const form = visitor.getByRole('form', { name: 'Send us a message' })
    await form.getByLabel('Your name').fill(VISITOR)
    await form.getByLabel('Email address').fill('morgan@example.com')
    await form.getByLabel('Phone number (optional)').fill('(217) 555-0188')
    await form.getByLabel('How can we help?').fill('A sycamore limb hangs over the porch.\nToday?')
    // The form's script hydrates when the form comes into view.
    await visitor.locator('form[name="contact"][data-enhanced="true"]').waitFor()
    await visitor.waitForFunction((ms) => performance.now() > ms, TOO_FAST_MS)
    await form.getByRole('button', { name: 'Send message' }).click()
    await visitor.getByText('Thank you! Your message is on its way.', { exact: false }).waitFor()
    await visitor.context().close()

    const owner = await newPage()
    await signIn(owner)
    const first = owner.getByRole('listitem').first().getByRole('link')
    expect(await first.textContent()).toContain(VISITOR)
    expect(await first.textContent()).toContain('(not opened yet)')
    expect(await first.textContent()).toContain('A sycamore limb hangs over the porch.')
    expect(await first.textContent()).not.toContain('Today?')
    // The installed app's badge reads data-unopened.
    expect(await owner.title()).toBe('(1) Inbox · Leads')
    expect(await owner.locator('body').getAttribute('data-unopened')).toBe('1')
    // The number as caller ID shows it finds the lead typed as (217) 555-0188.
    await owner.getByLabel('Search').fill('+1 217 555 0188')
    await owner.getByRole('button', { name: 'Show' }).click()
    expect(await owner.getByRole('link', { name: new RegExp(VISITOR) }).count()).toBe(1)
    await owner.context().close()
  })

  test('opened: call, text and reply links; Contacted and a note are kept over a reload', async () => {
    const owner = await newPage()
    await signIn(owner)
    await owner.getByRole('link', { name: new RegExp(VISITOR) }).click()
    expect(await owner.getByRole('heading', { level: 1 }).textContent()).toBe(VISITOR)
    expect(await owner.title()).toBe(`${VISITOR} · Leads`)
    expect(await owner.getByText(/^Waiting /).count()).toBe(1)
    // Call, Text and Reply stop at the response clock, which sends them on to tel:, sms:, mailto:.
    const leadUrl = new URL(owner.url()).pathname
    const targets = {
      call: ['tel:+12175550188', owner.getByRole('link', { name: /^Call/ })],
      text: ['sms:+12175550188', owner.getByRole('link', { name: 'Text' })],
      reply: [
        'mailto:morgan@example.com?subject=Your%20tree%20care%20request%20to%20Canopy%20Tree%20Care',
        owner.getByRole('link', { name: 'Reply by e-mail' }),
      ],
    } as const
    for (const [via, [target, link]] of Object.entries(targets)) {
      expect(await link.getAttribute('href')).toBe(`${leadUrl}/answer?via=${via}`)
      const answer = await owner.context().request.get(`${leadUrl}/answer?via=${via}`, {
        maxRedirects: 0,
      })
      expect(answer.status()).toBe(303)
      expect(answer.headers().location).toBe(target)
    }
    // Requests without fetch metadata leave the clock alone; a tap in a tab does start it. The tab
    // is closed after, so the handed-off navigation cannot hold up the owner's next taps.
    const tab = await owner.context().newPage()
    await tab.goto(leadUrl)
    await Promise.all([
      tab.waitForRequest((request) => request.url().endsWith('/answer?via=call')),
      tab.getByRole('link', { name: /^Call/ }).click(),
    ])
    await tab.close()
    await expect
      .poll(async () => {
        await owner.reload()
        return owner.locator('.clock').textContent()
      })
      .toMatch(/^Answered after /)
    expect(await owner.locator('.message').innerText()).toBe(
      'A sycamore limb hangs over the porch.\nToday?',
    )
    await owner.getByRole('button', { name: 'Contacted' }).click()
    await owner.getByText('Marked Contacted.').waitFor()
    await expectActionsInView(owner)
    await owner.getByLabel('Add a note').fill('Called at 9: coming Thursday morning.')
    await owner.getByRole('button', { name: 'Save note' }).click()
    await owner.getByText('Note saved.').waitFor()
    await owner.reload()
    expect(await owner.getByRole('heading', { name: 'Status: Contacted' }).count()).toBe(1)
    expect(await owner.getByText('Called at 9: coming Thursday morning.').count()).toBe(1)
    expect(await owner.getByText('Status New → Contacted').count()).toBe(1)

    await owner.getByRole('link', { name: 'Inbox' }).first().click()
    await owner.getByLabel('Status').selectOption('contacted')
    await owner.getByRole('button', { name: 'Show' }).click()
    expect(await owner.getByRole('link', { name: new RegExp(VISITOR) }).count()).toBe(1)
    const csv = await (
      await owner.context().request.get('/admin/leads/export.csv?status=contacted')
    ).text()
    expect(csv).toContain(`"${VISITOR}"`)
    expect(csv).toContain('"Contacted"')
    expect(sent).toEqual([`New website enquiry from ${VISITOR}`])
    await owner.context().close()
  })

  test('without JavaScript, a status change is the same one tap', async () => {
    const owner = await newPage({ javaScriptEnabled: false })
    await signIn(owner)
    await owner.getByRole('link', { name: new RegExp(VISITOR) }).click()
    await owner.getByRole('button', { name: 'Quoted' }).click()
    await owner.getByText('Marked Quoted.').waitFor()
    await expectActionsInView(owner)
    await owner.reload()
    expect(await owner.getByRole('heading', { name: 'Status: Quoted' }).count()).toBe(1)
    await owner.context().close()
  })
})

for (const mode of ['light', 'dark'] as const) {
  for (const [label, viewport] of [
    ['375 px', phone],
    ['1280 px', desktop],
  ] as const) {
    test(`axe: the inbox pages have no WCAG 2.2 AA violation, ${mode} mode, ${label}`, async () => {
      const page = await newPage({ viewport, colorScheme: mode })
      await signIn(page)
      const lead = await page.getByRole('link', { name: new RegExp(VISITOR) }).getAttribute('href')
      for (const pathname of [
        '/admin/leads',
        '/admin/leads?folder=spam',
        '/admin/leads/sources',
        `${lead}`,
        `${lead}/delete`,
        '/admin/login',
      ]) {
        await page.goto(pathname)
        expect(await wcagViolations(page), pathname).toEqual([])
      }
      await page.context().close()
    })
  }
}
