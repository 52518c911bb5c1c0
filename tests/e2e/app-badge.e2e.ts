import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { pushPayload } from '../../server/alerts/notification'
import { openLeadStore } from '../../server/leads/store'
import { openAccounts } from '../../server/owner/accounts'
import { leadInput } from '../support/lead-input'
import { launchBrowser, openPage, phone } from './browser'
import { signInAt } from '../support/owner-sign-in'
import { serveForSuite } from '../support/test-server'

/**
 * The installed app's icon badge (Badging API) in Chromium: the inbox's pages set it to the
 * unopened count, and the service worker sets it from a push's count. The API is stubbed to record
 * its calls, since headless Chromium has no app icon to read it back from.
 */
const PASSWORD = 'a white oak on the hill'
let browser: Browser
const leadIds: string[] = []

const server = serveForSuite({
  prepare: async ({ dataDir }) => {
    const accounts = openAccounts(dataDir)
    await accounts.add('maria', PASSWORD, 'owner')
    accounts.close()
    const store = openLeadStore(dataDir)
    for (const name of ['Lee Aspen', 'Kim Alder']) {
      const lead = store.saveLead(
        leadInput({ name }),
        { ip: '203.0.113.6', userAgent: 'test' },
        { notify: false },
      )
      leadIds.push(lead.id)
    }
    store.close()
  },
  app: { clientDir: path.resolve('build/client'), rateLimit: { max: 1000, windowMs: 60_000 } },
})
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

type BadgeCall = ['set', number] | ['clear']
type Recorder = { badgeCalls: BadgeCall[] }

/** Replaces the Badging API with one that records its calls in `badgeCalls`. */
function recordBadgeCalls() {
  const scope = globalThis as unknown as Recorder & { navigator: object }
  scope.badgeCalls = []
  Object.defineProperties(scope.navigator, {
    setAppBadge: {
      configurable: true,
      value: (count: number) => {
        scope.badgeCalls.push(['set', count])
        return Promise.resolve()
      },
    },
    clearAppBadge: {
      configurable: true,
      value: () => {
        scope.badgeCalls.push(['clear'])
        return Promise.resolve()
      },
    },
  })
}

async function signedIn(target: string): Promise<Page> {
  const page = await openPage(browser, { baseURL: server.url, viewport: phone })
  await page.context().addInitScript(recordBadgeCalls)
  await signInAt(page, target, { name: 'maria', password: PASSWORD })
  return page
}

const badgeCalls = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as Recorder).badgeCalls)

test('the open inbox sets the badge to its unopened count, and lowers it once a lead is opened', async () => {
  const page = await signedIn('/admin/leads')
  expect(await page.title()).toBe('(2) Inbox · Leads')
  await expect.poll(() => badgeCalls(page)).toEqual([['set', 2]])

  await page.goto(`/admin/leads/${leadIds[0]}`)
  await expect.poll(() => badgeCalls(page)).toEqual([['set', 1]])
  await page.goto(`/admin/leads/${leadIds[1]}`)
  await expect.poll(() => badgeCalls(page)).toEqual([['clear']])
  await page.context().close()
})

test("the service worker sets the badge to a push's unopened count as it shows the alert", async () => {
  const page = await signedIn('/admin/leads/alerts')
  await page.context().grantPermissions(['notifications'], { origin: server.url })
  const cdp = await page.context().newCDPSession(page)
  const registrations: { registrationId: string; scopeURL: string }[] = []
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
    registrations.push(...event.registrations),
  )
  await cdp.send('ServiceWorker.enable')
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).scope))
    .toBe(`${server.url}/admin/leads`)
  const registration = registrations.find((entry) => entry.scopeURL === `${server.url}/admin/leads`)
  expect(registration).toBeDefined()
  const [worker] = page.context().serviceWorkers()
  expect(worker).toBeDefined()
  await worker!.evaluate(recordBadgeCalls)

  const store = openLeadStore(server.dataDir)
  const lead = store.inbox.lead(leadIds[0]!)
  store.close()
  for (const unopened of [3, 0]) {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.url,
      registrationId: registration!.registrationId,
      data: JSON.stringify(pushPayload('new', lead, unopened)),
    })
  }
  await expect
    .poll(() => worker!.evaluate(() => (globalThis as unknown as Recorder).badgeCalls))
    .toEqual([['set', 3], ['clear']])
  await page.context().close()
})
