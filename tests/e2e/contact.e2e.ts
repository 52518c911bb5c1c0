import { spawnSync } from 'node:child_process'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { baseURL, desktop, launchBrowser, openPage, phone, visit } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

type StoredLead = { id: string; name: string; email: string; phone: string; comment: string }

/** The owner's view: `npm run leads -- --format json` against the server's data folder. */
function storedLeads(): StoredLead[] {
  const result = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/leads.ts', '--format', 'json'],
    {
      env: { ...process.env, DATA_DIR: inject('dataDir') },
      encoding: 'utf8',
    },
  )
  expect(result.status, result.stderr).toBe(0)
  return JSON.parse(result.stdout) as StoredLead[]
}

async function fillForm(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Send us a message' })
  await form.getByLabel('Your name').fill(name)
  await form.getByLabel('Email address').fill('visitor@example.com')
  await form.getByLabel('Phone number (optional)').fill('217-555-0123')
  await form
    .getByLabel('How can we help?')
    .fill('Two dead ash trees near the fence. <b>Not urgent</b>.')
  return form
}

test('the pre-rendered /contact HTML has the Netlify form and every field', async () => {
  const html = await (await fetch(`${baseURL}/contact`)).text()
  const form = /<form[^>]*name="contact"[^>]*>/.exec(html)?.[0] ?? ''
  expect(form).toContain('method="post"')
  expect(form).toContain('action="/"')
  expect(form).toContain('data-netlify="true"')
  expect(form).toContain('netlify-honeypot="bot-field"')
  expect(html).toMatch(/<input type="hidden" name="form-name" value="contact"\/>/)
  expect(html).toMatch(/<input[^>]*name="bot-field"/)
  const field = (tag: string, name: string) =>
    new RegExp(`<${tag}[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0] ?? `(no ${tag} named ${name})`
  for (const [tag, name, type, placeholder, required] of [
    ['input', 'name', 'text', 'Your Name*', true],
    ['input', 'email', 'email', 'Email Address*', true],
    ['input', 'phone', 'text', 'Phone Number', false],
    ['textarea', 'comment', null, 'Message Here*', true],
  ] as const) {
    const markup = field(tag, name)
    if (type) expect(markup).toContain(`type="${type}"`)
    expect(markup).toContain(`placeholder="${placeholder}"`)
    expect(markup.includes('required=""')).toBe(required)
  }
  expect(field('button', 'submit')).toContain('type="submit"')
})

describe('with JavaScript', () => {
  test('empty required fields do not submit', async () => {
    const page = await openPage(browser, { viewport: phone })
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    await visit(page, '/contact')
    await page.getByRole('button', { name: 'Send message' }).click()
    expect(
      await page
        .getByLabel('Your name')
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true)
    await page.getByLabel('Your name').fill('Pat')
    await page.getByLabel('Email address').fill('not an email')
    await page.getByRole('button', { name: 'Send message' }).click()
    expect(
      await page
        .getByLabel('Email address')
        .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true)
    expect(posts).toEqual([])
    await page.context().close()
  })

  test('a valid message shows the success toast, clears the form, and the lead is stored', async () => {
    const page = await openPage(browser, { viewport: desktop })
    await visit(page, '/contact')
    const form = await fillForm(page, 'Script Visitor')
    await form.getByRole('button', { name: 'Send message' }).click()
    await page.getByText('Thank you! Your message is on its way.', { exact: false }).waitFor()
    expect(await form.getByLabel('Your name').inputValue()).toBe('')
    const lead = storedLeads().find((candidate) => candidate.name === 'Script Visitor')
    expect(lead).toMatchObject({ email: 'visitor@example.com', phone: '217-555-0123' })
    expect(lead?.comment).toBe('Two dead ash trees near the fence. <b>Not urgent</b>.')
    await page.context().close()
  })

  test('a server error keeps the typed text and shows an error toast with the phone number', async () => {
    const page = await openPage(browser, { viewport: phone })
    await page.route(`${baseURL}/`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, body: 'down' })
        : route.continue(),
    )
    await visit(page, '/contact')
    const form = await fillForm(page, 'Unlucky Visitor')
    await form.getByRole('button', { name: 'Send message' }).click()
    await page.getByText('could not be sent', { exact: false }).waitFor()
    expect(await page.getByText('could not be sent', { exact: false }).textContent()).toContain(
      '(217) 555-0142',
    )
    expect(await form.getByLabel('Your name').inputValue()).toBe('Unlucky Visitor')
    expect(await form.getByLabel('How can we help?').inputValue()).toContain('Two dead ash trees')
    expect(storedLeads().some((lead) => lead.name === 'Unlucky Visitor')).toBe(false)
    await page.context().close()
  })

  test('the button shows a pending state and a double click sends once', async () => {
    const page = await openPage(browser, { viewport: desktop })
    let posts = 0
    await page.route(`${baseURL}/`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      posts += 1
      await new Promise((resolve) => setTimeout(resolve, 500))
      return route.continue()
    })
    await visit(page, '/contact')
    const form = await fillForm(page, 'Double Clicker')
    await form.getByRole('button', { name: 'Send message' }).dblclick()
    await form.getByRole('button', { name: 'Sending…' }).waitFor()
    expect(await form.getByRole('button', { name: 'Sending…' }).isDisabled()).toBe(true)
    await page.getByText('Thank you! Your message is on its way.', { exact: false }).waitFor()
    expect(posts).toBe(1)
    expect(storedLeads().filter((lead) => lead.name === 'Double Clicker')).toHaveLength(1)
    await page.context().close()
  })
})

test('without JavaScript the form posts, lands on the thank-you page, and the lead is stored', async () => {
  const page = await openPage(browser, { viewport: phone, javaScriptEnabled: false })
  await page.goto('/contact')
  const form = await fillForm(page, 'No Script Visitor')
  await Promise.all([
    page.waitForURL('**/thank-you'),
    form.getByRole('button', { name: 'Send message' }).click(),
  ])
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/thank you/i)
  expect(
    await page
      .getByRole('link', { name: /555-0142/ })
      .first()
      .getAttribute('href'),
  ).toBe('tel:+12175550142')
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,follow')
  expect(storedLeads().some((lead) => lead.name === 'No Script Visitor')).toBe(true)
  await page.context().close()
})
