import Database from 'better-sqlite3'
import path from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { DATABASE_FILE } from '../../server/leads/store'
import { TOO_FAST_MS } from '../../server/contact/spam'
import { baseURL, desktop, hydrateIsland, launchBrowser, openPage, phone } from './browser'
import { wcagViolations } from './axe'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

type Booked = { name: string; address: string; start: string | null; status: string | null }
function leadNamed(name: string): Booked | undefined {
  const db = new Database(path.join(inject('dataDir'), DATABASE_FILE), { readonly: true })
  try {
    return db
      .prepare<[string], Booked>(
        `SELECT l.name, l.address, v.start, v.status FROM leads l
           LEFT JOIN visits v ON v.lead_id = l.id WHERE l.name = ?`,
      )
      .get(name)
  } finally {
    db.close()
  }
}

const picker = (page: Page) =>
  page.getByRole('group', { name: 'Pick a time for your free estimate (optional)' })

/** The day a window's radio sits under, as its group's legend names it. */
const dayOf = (radio: Locator) =>
  radio.evaluate((input) => input.closest('fieldset')?.querySelector('legend')?.textContent ?? '')

async function fillMessage(page: Page, name: string, { script = true } = {}) {
  const form = page.getByRole('form', { name: 'Send us a message' })
  await form.getByLabel('Your name').fill(name)
  await form.getByLabel('Email address').fill('visit@example.com')
  await form.getByLabel('Phone number (optional)').fill('217-555-0177')
  await form.getByLabel('How can we help?').fill('A silver maple over the garage.')
  if (script) {
    await hydrateIsland(page, 'contact-form')
    // A send this fast would be filed as spam.
    await page.waitForFunction((ms) => performance.now() > ms, TOO_FAST_MS)
  }
  return form
}

/** The open windows' values as /contact offers them now (the Node server writes them in). */
async function openValues(): Promise<string[]> {
  const html = await (await fetch(`${baseURL}/contact`)).text()
  return [...html.matchAll(/name="visit-window" (?:checked="" )?value="([^"]+)"/g)].map(
    ([, value]) => value ?? '',
  )
}

/** Takes a window as another visitor would, with a plain post. */
async function takeWindow(value: string, name: string) {
  const body = new URLSearchParams({
    'form-name': 'contact',
    name,
    email: 'first@example.com',
    comment: 'The ash by the gate.',
    'visit-window': value,
    address: '1 First Street',
    'form-shown-ms': String(TOO_FAST_MS * 3),
  })
  const answer = await fetch(`${baseURL}/`, {
    method: 'POST',
    body,
    headers: { Accept: 'application/json', Referer: `${baseURL}/contact` },
  })
  expect(await answer.json()).toMatchObject({ ok: true, visit: { when: expect.any(String) } })
}

describe('a visitor books a free estimate with the request', () => {
  test('on a 375 px phone: picks the second open window, sends, and sees it in the answer', async () => {
    const page = await openPage(browser, { viewport: phone })
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    await page.goto('/contact#visit')
    const form = await fillMessage(page, 'Picker With Script')
    const second = picker(page).getByRole('radio').nth(2)
    const value = await second.getAttribute('value')
    const day = await dayOf(second)
    await second.check()
    await form.getByLabel('Street address of the property').fill('12 Elm Street, Springfield')
    await form.getByRole('button', { name: 'Send message' }).click()
    const answer = page.getByRole('status').filter({ hasText: 'Your free estimate visit' })
    await answer.waitFor()
    expect(await answer.textContent()).toContain(day)
    expect(leadNamed('Picker With Script')).toMatchObject({
      address: '12 Elm Street, Springfield',
      start: new Date(value ?? '').toISOString(),
      status: 'requested',
    })
    // The island hydrated over the windows the server wrote in, without a mismatch.
    expect(problems).toEqual([])
    await page.context().close()
  })

  test('without JavaScript: the same booking lands on the thank-you page naming the window', async () => {
    const page = await openPage(browser, { viewport: phone, javaScriptEnabled: false })
    await page.goto('/contact')
    const form = await fillMessage(page, 'Picker Without Script', { script: false })
    const second = picker(page).getByRole('radio').nth(2)
    const value = await second.getAttribute('value')
    const day = await dayOf(second)
    await second.check()
    await form.getByLabel('Street address of the property').fill('9 Oak Avenue')
    await Promise.all([
      page.waitForURL('**/thank-you?lead=*'),
      form.getByRole('button', { name: 'Send message' }).click(),
    ])
    const answer = page.getByRole('status').filter({ hasText: 'Your free estimate visit' })
    expect(await answer.textContent()).toContain(day)
    expect(leadNamed('Picker Without Script')).toMatchObject({
      start: new Date(value ?? '').toISOString(),
      status: 'requested',
    })
    await page.context().close()
  })

  test('the address shows once a time is picked, and an emergency hides the picker for the call link', async () => {
    const page = await openPage(browser, { viewport: phone, javaScriptEnabled: false })
    await page.goto('/contact')
    const address = page.getByLabel('Street address of the property')
    expect(await address.isVisible()).toBe(false)
    await picker(page).getByRole('radio').nth(1).check()
    expect(await address.isVisible()).toBe(true)
    await page.getByLabel('Emergency: a tree down or on a building').check()
    expect(await picker(page).isVisible()).toBe(false)
    expect(await page.getByText('Call now, it is faster than any form:').isVisible()).toBe(true)
    await page.context().close()
  })

  test('without JavaScript, a time picked without the address comes back naming it, every choice kept', async () => {
    const page = await openPage(browser, { viewport: phone, javaScriptEnabled: false })
    await page.goto('/contact')
    const form = await fillMessage(page, 'Picker No Address', { script: false })
    await page.getByLabel('Within a week').check()
    const first = picker(page).getByRole('radio').nth(1)
    const value = await first.getAttribute('value')
    await first.check()
    await form.getByRole('button', { name: 'Send message' }).click()
    await page.getByRole('heading', { name: 'Your message was not sent yet' }).waitFor()
    const address = page.getByLabel('Street address of the property')
    expect(await address.getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByText('Please give the street address').isVisible()).toBe(true)
    expect(await page.locator(`input[name="visit-window"][value="${value}"]`).isChecked()).toBe(
      true,
    )
    expect(await page.getByLabel('Within a week').isChecked()).toBe(true)
    expect(await page.getByLabel('Your name').inputValue()).toBe('Picker No Address')
    await address.fill('4 Pine Court')
    await Promise.all([
      page.waitForURL('**/thank-you?lead=*'),
      page.getByRole('button', { name: 'Send message' }).click(),
    ])
    expect(leadNamed('Picker No Address')).toMatchObject({
      address: '4 Pine Court',
      start: new Date(value ?? '').toISOString(),
    })
    await page.context().close()
  })
})

describe('a window taken meanwhile keeps the message and offers the next open ones', () => {
  test('with script: told on the page, picks another, and the thank-you page names it', async () => {
    const page = await openPage(browser, { viewport: phone })
    await page.goto('/contact')
    const form = await fillMessage(page, 'Too Late With Script')
    const [wanted = ''] = await openValues()
    await takeWindow(wanted, 'Got There First')
    await form.locator(`input[name="visit-window"][value="${wanted}"]`).check()
    await form.getByLabel('Street address of the property').fill('7 Birch Lane')
    await form.getByRole('button', { name: 'Send message' }).click()
    await page.getByText('The time you picked was just taken').waitFor()
    expect(leadNamed('Too Late With Script')).toMatchObject({
      address: '7 Birch Lane',
      start: null,
    })
    // Offered in the answer, above the form, which still has the windows it was loaded with.
    const offered = page.getByRole('status').getByRole('group', { name: /Pick a time/ })
    expect(await offered.locator(`input[value="${wanted}"]`).count()).toBe(0)
    const other = offered.getByRole('radio').first()
    const value = await other.getAttribute('value')
    await other.check()
    await Promise.all([
      page.waitForURL('**/thank-you?lead=*'),
      page.getByRole('button', { name: 'Book this time' }).click(),
    ])
    await page.getByRole('status').filter({ hasText: 'Your free estimate visit' }).waitFor()
    expect(leadNamed('Too Late With Script')?.start).toBe(new Date(value ?? '').toISOString())
    await page.context().close()
  })

  test('without script: the page says so and offers the open windows', async () => {
    const page = await openPage(browser, { viewport: phone, javaScriptEnabled: false })
    await page.goto('/contact')
    const form = await fillMessage(page, 'Too Late Without Script', { script: false })
    const [wanted = ''] = await openValues()
    await takeWindow(wanted, 'Also There First')
    await form.locator(`input[name="visit-window"][value="${wanted}"]`).check()
    await form.getByLabel('Street address of the property').fill('8 Cedar Road')
    await Promise.all([
      page.waitForURL('**/contact/visit?lead=*'),
      form.getByRole('button', { name: 'Send message' }).click(),
    ])
    expect(await page.getByRole('alert').textContent()).toContain('just taken')
    expect(await page.locator(`input[value="${wanted}"]`).count()).toBe(0)
    const other = page.getByRole('radio').nth(1)
    const value = await other.getAttribute('value')
    await other.check()
    await Promise.all([
      page.waitForURL('**/thank-you?lead=*'),
      page.getByRole('button', { name: 'Book this time' }).click(),
    ])
    expect(leadNamed('Too Late Without Script')).toMatchObject({
      address: '8 Cedar Road',
      start: new Date(value ?? '').toISOString(),
    })
    await page.context().close()
  })
})

for (const mode of ['light', 'dark'] as const) {
  for (const [label, viewport] of [
    ['375 px', phone],
    ['1280 px', desktop],
  ] as const) {
    test(`axe: the picker with a time picked has no WCAG 2.2 AA violation, ${mode} mode, ${label}`, async () => {
      const page = await openPage(browser, { viewport, colorScheme: mode })
      await page.context().addCookies([{ name: 'color-mode', value: mode, url: baseURL }])
      await page.goto('/contact#visit')
      await hydrateIsland(page, 'contact-form')
      await picker(page).getByRole('radio').nth(1).check()
      expect(await wcagViolations(page, '#visit')).toEqual([])
      await page.context().close()
    })
  }
}
