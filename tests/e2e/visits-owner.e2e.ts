import path from 'node:path'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openLeadStore } from '../../server/leads/store'
import { openAccounts } from '../../server/owner/accounts'
import { visitWhen } from '../../server/visits/visit-words'
import { leadInput } from '../support/lead-input'
import { signInAt } from '../support/owner-sign-in'
import { keptPhoto } from '../support/photos'
import { serveForSuite } from '../support/test-server'
import { desktop, launchBrowser, openPage, phone } from './browser'
import { wcagViolations } from './axe'

const OWNER = { name: 'maria', password: 'a shagbark hickory by the fence' }
const leads: Record<'confirm' | 'waiting', { id: string; when: string }> = {
  confirm: { id: '', when: '' },
  waiting: { id: '', when: '' },
}
let browser: Browser

/** Two visitors who picked a window on the form: one the owner confirms, one left waiting. */
async function bookTwoVisits(dataDir: string) {
  const accounts = openAccounts(dataDir)
  await accounts.add(OWNER.name, OWNER.password, 'owner')
  accounts.close()
  const store = openLeadStore(dataDir)
  const [first, second] = store.visits.openWindows()
  for (const [key, name, window] of [
    ['confirm', 'Jordan Hawthorn', first],
    ['waiting', 'Casey Linden', second],
  ] as const) {
    if (!window) throw new Error('The default visit hours offer no window.')
    const { id } = store.saveLead(
      leadInput({ name, phone: '(217) 555-0177', address: '410 Walnut St, Springfield, IL' }),
      { ip: '203.0.113.9', userAgent: 'e2e' },
      { notify: false, visit: window.local, photos: [await keptPhoto(1200, 900)] },
    )
    leads[key] = { id, when: visitWhen(window) }
  }
  store.close()
}

const server = serveForSuite({
  prepare: ({ dataDir }) => bookTwoVisits(dataDir),
  app: { clientDir: path.resolve('build/client') },
})
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

async function signedIn(at: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await openPage(browser, { baseURL: server.url, viewport: phone, ...options })
  await signInAt(page, at, OWNER)
  return page
}

test('on a phone the owner confirms a requested visit, then finds it on Upcoming visits', async () => {
  const page = await signedIn(`/admin/leads/${leads.confirm.id}`)
  const block = page.getByRole('region', { name: 'Visit' })
  await expect.poll(() => block.textContent()).toContain(leads.confirm.when)
  expect(await block.textContent()).toContain('Requested: waiting for you')
  await block.getByRole('button', { name: 'Confirm' }).click()
  await page.waitForURL((url) => url.hash === '#visit')
  expect(await block.getByRole('status').textContent()).toBe('Visit confirmed.')
  expect(await block.textContent()).toContain('Confirmed')
  expect(await block.getByRole('button', { name: 'Confirm' }).count()).toBe(0)

  await page.getByRole('link', { name: 'Upcoming visits' }).click()
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Upcoming visits')
  const confirmed = page.getByRole('listitem').filter({ hasText: 'Jordan Hawthorn' })
  expect(await confirmed.textContent()).toContain('Confirmed')
  expect(
    await confirmed.getByRole('link', { name: 'Call (217) 555-0177' }).getAttribute('href'),
  ).toBe('tel:+12175550177')
  const waiting = page.getByRole('listitem').filter({ hasText: 'Casey Linden' })
  expect(await waiting.textContent()).toContain('waiting for you')
  await page.context().close()
})

for (const mode of ['light', 'dark'] as const) {
  for (const [label, viewport] of [
    ['375 px', phone],
    ['1280 px', desktop],
  ] as const) {
    test(`axe: the visit pages have no WCAG 2.2 AA violation, ${mode} mode, ${label}`, async () => {
      const page = await signedIn('/admin/leads/availability', { viewport, colorScheme: mode })
      for (const pathname of [
        '/admin/leads/availability',
        '/admin/leads/visits',
        `/admin/leads/${leads.waiting.id}`,
      ]) {
        await page.goto(pathname)
        // The radio list of other times is checked open, as the owner sees it after a tap.
        const offer = page.getByText('Offer another time', { exact: true })
        if ((await offer.count()) > 0) await offer.click()
        expect(await wcagViolations(page), pathname).toEqual([])
      }
      await page.context().close()
    })
  }
}
