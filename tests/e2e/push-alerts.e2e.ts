import path from 'node:path'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { pushPayload } from '../../server/alerts/notification'
import { openLeadStore } from '../../server/leads/store'
import { openAccounts } from '../../server/owner/accounts'
import { leadInput } from '../support/lead-input'
import { desktop, launchBrowser, openPage, phone } from './browser'
import { wcagViolations } from './axe'
import { signInAt } from '../support/owner-sign-in'
import { serveForSuite } from '../support/test-server'

// The push goes over CDP, as the browser's push service would deliver it.
const PASSWORD = 'a red oak in the front yard'
let browser: Browser

const server = serveForSuite({
  prepare: async ({ dataDir }) => {
    const accounts = openAccounts(dataDir)
    await accounts.add('maria', PASSWORD, 'owner')
    accounts.close()
  },
  app: { clientDir: path.resolve('build/client'), rateLimit: { max: 1000, windowMs: 60_000 } },
})
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

async function signedIn(options: BrowserContextOptions = {}): Promise<Page> {
  const page = await openPage(browser, { baseURL: server.url, viewport: phone, ...options })
  await signInAt(page, '/admin/leads/alerts', { name: 'maria', password: PASSWORD })
  return page
}

test('a push shows the lead in a notification, and its click opens the lead', async () => {
  const store = openLeadStore(server.dataDir)
  const lead = store.saveLead(
    leadInput({ name: 'Casey Redbud', service: 'tree-removal', urgency: 'emergency' }),
    { ip: '203.0.113.5', userAgent: 'test' },
    { notify: false },
  )
  store.close()

  const page = await signedIn()
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

  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: server.url,
    registrationId: registration!.registrationId,
    data: JSON.stringify(pushPayload('new', lead, 1)),
  })
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map(
        (notification) => `${notification.title} | ${notification.body}`,
      ),
    )
  await expect
    .poll(shown)
    .toEqual([expect.stringMatching(/^Emergency: Casey Redbud \| Tree Removal · Emergency/)])

  // Headless Chromium has no notification to click: the worker gets the event a click sends.
  const [worker] = page.context().serviceWorkers()
  expect(worker).toBeDefined()
  await worker!.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration
      dispatchEvent(event: Event): boolean
    }
    const [notification] = await scope.registration.getNotifications()
    const NotificationEventClass = (
      globalThis as unknown as {
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event
      }
    ).NotificationEvent
    scope.dispatchEvent(
      new NotificationEventClass('notificationclick', { notification: notification! }),
    )
  })
  await page.waitForURL(`${server.url}/admin/leads/${lead.id}`)
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Casey Redbud')
  await page.context().close()
})

test('without script the alerts page says what turning alerts on needs; the forms still work', async () => {
  const page = await signedIn({ javaScriptEnabled: false })
  expect(await page.getByText('Turning alerts on needs JavaScript', { exact: false }).count()).toBe(
    1,
  )
  expect(await page.getByRole('button', { name: 'Alert me on this device' }).count()).toBe(0)
  await page.getByLabel('Remind me once of a lead still New after (minutes)').fill('20')
  await page.getByRole('button', { name: 'Save the delays' }).click()
  await page.getByText('The delays are saved.').waitFor()
  expect(
    await page.getByLabel('Remind me once of a lead still New after (minutes)').inputValue(),
  ).toBe('20')
  await page.context().close()
})

for (const mode of ['light', 'dark'] as const) {
  for (const [label, viewport] of [
    ['375 px', phone],
    ['1280 px', desktop],
  ] as const) {
    test(`axe: the alerts page has no WCAG 2.2 AA violation, ${mode} mode, ${label}`, async () => {
      const page = await signedIn({ viewport, colorScheme: mode })
      await page.getByRole('button', { name: 'Alert me on this device' }).waitFor()
      expect(await wcagViolations(page)).toEqual([])
      await page.context().close()
    })
  }
}
