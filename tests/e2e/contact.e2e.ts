import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { TOO_FAST_MS } from '../../server/contact/spam'
import { phonePhoto } from '../support/photos'
import { storedLeads as storedLeadsIn } from '../support/stored-leads'
import { baseURL, desktop, launchBrowser, openPage, phone, visit } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const storedLeads = () => storedLeadsIn(inject('dataDir'))

// With script, the send must go by fetch, not as the plain POST of a page without script.
async function fillForm(page: Page, name: string, { script = true } = {}) {
  const form = page.getByRole('form', { name: 'Send us a message' })
  await form.getByLabel('Your name').fill(name)
  await form.getByLabel('Email address').fill('visitor@example.com')
  await form.getByLabel('Phone number (optional)').fill('217-555-0123')
  await form
    .getByLabel('How can we help?')
    .fill('Two dead ash trees near the fence. <b>Not urgent</b>.')
  if (script) {
    await page.locator('form[name="contact"][data-enhanced="true"]').waitFor()
    // A send this fast would be filed as spam.
    await page.waitForFunction((ms) => performance.now() > ms, TOO_FAST_MS)
  }
  return form
}

test('the pre-rendered /contact HTML has the Netlify form and every field', async () => {
  const html = await (await fetch(`${baseURL}/contact`)).text()
  const form = /<form[^>]*name="contact"[^>]*>/.exec(html)?.[0] ?? ''
  expect(form).toContain('method="post"')
  expect(form).toContain('action="/"')
  expect(form).toContain('data-netlify="true"')
  expect(form).toContain('data-netlify-honeypot="bot-field"')
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

  test('a valid message shows the answer on the page, clears the form, and the lead is stored', async () => {
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
      // The second click lands while the first post is pending.
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
  const form = await fillForm(page, 'No Script Visitor', { script: false })
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

// What the browser holds after typing must get the same verdict from its own checks and the server.
describe('the browser and the server agree on every value', () => {
  const long = (count: number) => 'x'.repeat(count)
  const cases: [field: string, typed: string][] = [
    ['email', 'a@b'],
    ['email', 'a@b.c'],
    ['email', "o'neil+trees@example.co"],
    ['email', '  pat@example.com  '],
    ['email', 'a'],
    ['email', 'a@'],
    ['email', '@b.com'],
    ['email', 'pat green@example.com'],
    ['email', 'pat@exa_mple.com'],
    ['email', 'pat@-example.com'],
    ['email', 'pat@example..com'],
    ['email', 'pät@example.com'],
    ['email', ''],
    ['name', '   '],
    ['name', ''],
    ['name', long(120)],
    ['name', long(121)],
    ['phone', ''],
    ['phone', long(41)],
    ['comment', 'line one\nline two'],
    // maxlength counts each line break once, and so must the server. Few breaks, because Chromium's
    // editor types each break slower the more there are.
    ['comment', `${long(99)}\n`.repeat(50)],
    ['comment', long(5001)],
    ['comment', '\n'],
  ]

  test.each(cases)('%s = %j', async (field, typed) => {
    const page = await openPage(browser, { viewport: desktop })
    await visit(page, '/contact')
    const form = page.locator('form[name="contact"]')
    await fillForm(page, 'Contract Case')
    await form.locator(`[name="${field}"]`).fill(typed)
    const browserSays = await form.evaluate((element: HTMLFormElement) => ({
      valid: element.checkValidity(),
      body: new URLSearchParams(
        [...new FormData(element)].map(([key, value]) => [key, String(value)]),
      ).toString(),
    }))
    await page.context().close()
    const response = await fetch(`${baseURL}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: browserSays.body,
    })
    expect(response.ok, await response.text()).toBe(browserSays.valid)
  })
})

describe('when the server refuses, the visitor is told what to do and loses nothing', () => {
  test('a field the server names is marked, described and focused; the typed values stay', async () => {
    const page = await openPage(browser, { viewport: phone })
    // The browser itself never sends a line break in this field.
    await page.route(`${baseURL}/`, (route) =>
      route.request().method() === 'POST'
        ? route.continue({
            // The form goes as multipart: the address's part gains a second line.
            postData: Buffer.from(
              (route.request().postDataBuffer() ?? Buffer.alloc(0))
                .toString('latin1')
                .replace('visitor@example.com\r\n', 'visitor@example.com\nBcc: x@y.z\r\n'),
              'latin1',
            ),
          })
        : route.continue(),
    )
    await visit(page, '/contact')
    const form = await fillForm(page, 'Tampered Visitor')
    await form.getByRole('button', { name: 'Send message' }).click()
    const email = form.getByLabel('Email address')
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (await email.getAttribute('aria-describedby')) ?? ''
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      'Please keep this on one line.',
    )
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.getByText('check the marked fields', { exact: false }).waitFor()
    expect(await form.getByLabel('Your name').inputValue()).toBe('Tampered Visitor')
    expect(await form.getByLabel('How can we help?').inputValue()).toContain('Two dead ash trees')
    await email.fill('visitor@example.org')
    expect(await email.getAttribute('aria-invalid')).toBeNull()
    await page.context().close()
  })

  test.each([
    [429, 'wait a minute'],
    [503, 'try again shortly'],
    [413, 'shorten it'],
  ])('a %i says what to do, with the phone number, and keeps the words', async (status, advice) => {
    const page = await openPage(browser, { viewport: phone })
    await page.route(`${baseURL}/`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status,
            contentType: 'application/json',
            body: JSON.stringify({ ok: false, errors: [{ field: 'rate', message: 'x' }] }),
          })
        : route.continue(),
    )
    await visit(page, '/contact')
    const form = await fillForm(page, `Refused ${status}`)
    await form.getByRole('button', { name: 'Send message' }).click()
    const notice = page.getByText(advice, { exact: false })
    await notice.waitFor()
    expect(await notice.textContent()).toContain('(217) 555-0142')
    expect(await form.getByLabel('Your name').inputValue()).toBe(`Refused ${status}`)
    await page.context().close()
  })

  test('without JavaScript a refused post comes back as the form with the field marked', async () => {
    const page = await openPage(browser, { viewport: phone, javaScriptEnabled: false })
    await page.goto('/contact')
    const form = await fillForm(page, 'No Script Refused', { script: false })
    // As a tampering visitor could; the server still refuses.
    await form.getByLabel('Your name').evaluate((input) => input.removeAttribute('maxlength'))
    await form.getByLabel('Your name').fill('n'.repeat(130))
    await Promise.all([
      page.waitForLoadState('load'),
      form.getByRole('button', { name: 'Send message' }).click(),
    ])
    const name = page.getByLabel('Your name')
    expect(await name.getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByText('Please shorten this to 120 characters or fewer.').count()).toBe(1)
    expect(await page.getByLabel('How can we help?').inputValue()).toContain('Two dead ash trees')
    expect(storedLeads().some((lead) => lead.name.startsWith('nnnn'))).toBe(false)
    await page.context().close()
  })
})

describe('each lead records the page it was sent from', () => {
  test.each([
    ['with JavaScript', true],
    ['without JavaScript', false],
  ])(
    '%s: a visitor on /tree-removal who goes to the contact page',
    async (_case, javaScriptEnabled) => {
      const page = await openPage(browser, { viewport: desktop, javaScriptEnabled })
      const name = `From Removal ${javaScriptEnabled ? 'JS' : 'HTML'}`
      if (javaScriptEnabled) await visit(page, '/tree-removal?utm_source=flyer&utm_medium=print')
      else await page.goto('/tree-removal?utm_source=flyer&utm_medium=print')
      await Promise.all([
        page.waitForURL('**/contact**'),
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Contact' })
          .click(),
      ])
      const form = await fillForm(page, name, { script: javaScriptEnabled })
      await form.getByRole('button', { name: 'Send message' }).click()
      if (javaScriptEnabled)
        await page.getByText('Thank you! Your message is on its way.', { exact: false }).waitFor()
      else await page.waitForURL('**/thank-you')
      const lead = storedLeads().find((candidate) => candidate.name === name)
      expect(lead?.page).toBe('/tree-removal')
      if (javaScriptEnabled) {
        expect(lead?.landingPage).toBe('/tree-removal?utm_source=flyer&utm_medium=print')
        expect(lead?.utm).toBe('utm_source=flyer&utm_medium=print')
      }
      await page.context().close()
    },
  )
})

describe('a form a visitor can find on a phone', () => {
  const phone390 = { width: 390, height: 844 }

  test("on a 390 × 844 screen the form's first field is within 1,800 px of the top, after every section in the spec's order, with the map at its full 450 px", async () => {
    const page = await openPage(browser, { viewport: phone390 })
    await visit(page, '/contact')
    const top = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
    const heading = (name: string) => page.getByRole('heading', { name, exact: true })
    const firstField = await top(
      page.getByRole('form', { name: 'Send us a message' }).getByLabel('Your name'),
    )
    expect(firstField).toBeLessThanOrEqual(1800)
    const order = [
      await top(heading('Contact us')),
      await top(page.getByText('Tell us about your trees and we will take it from there.')),
      await top(heading('Tell us about your trees')),
      await top(heading('Proudly serving Springfield and nearby towns')),
      await top(heading('Call us')),
      firstField,
      await top(heading('Get a free estimate')),
      await top(heading('Storm damage or a tree about to fall? Do not wait.')),
    ]
    expect(order).toEqual([...order].sort((a, b) => a - b))
    // The spec's map height holds on a phone too: the room comes from the other sections.
    const mapFrameHeight = await page
      .getByRole('region', { name: 'Proudly serving Springfield and nearby towns' })
      .getByRole('link', { name: 'Open the map in Google Maps', exact: false })
      .evaluate((link) => link.parentElement?.getBoundingClientRect().height)
    expect(mapFrameHeight).toBe(450)
    // Compact, not cut: all five value propositions and all four ways to reach us are there.
    for (const name of [
      'Free estimates',
      'Certified arborists',
      'Licensed and insured',
      '24/7 emergency response',
      'Clean job sites',
      'Email us',
      'Visit our yard',
      'Hours',
    ])
      expect(await heading(name).count()).toBe(1)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
    await page.context().close()
  })
})

describe('after sending, the visitor is told what happens next, and it stays', () => {
  const emergency = 'Emergency: a tree down or on a building'

  test('with script, an emergency is answered with the call link and the owner alerted, still there 30 s later', async () => {
    const page = await openPage(browser, { viewport: phone })
    // A fake clock that runs on: 30 s pass at once below, firing any timer such as a toast's.
    await page.clock.install()
    await visit(page, '/contact')
    const form = await fillForm(page, 'Emergency Visitor')
    await form.getByLabel(emergency).check()
    await form.getByRole('button', { name: 'Send message' }).click()
    const answer = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: 'Thank you! Your message is on its way.' })
    await answer.waitFor()
    const words = await answer.innerText()
    expect(words).toContain('the owner has been alerted')
    expect(words).not.toContain('one business day')
    expect(await answer.getByRole('link', { name: /555-0142/ }).getAttribute('href')).toBe(
      'tel:+12175550142',
    )
    // It is brought into view: the visitor pressed send at the bottom of a long form.
    expect(await answer.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.clock.fastForward('00:30')
    expect(await answer.isVisible()).toBe(true)
    expect(await answer.innerText()).toBe(words)
    expect(storedLeads().find((lead) => lead.name === 'Emergency Visitor')?.urgency).toBe(
      'emergency',
    )
    await page.context().close()
  })

  test('with script, a request that is not an emergency promises a reply within one business day', async () => {
    const page = await openPage(browser, { viewport: phone })
    await visit(page, '/contact')
    const form = await fillForm(page, 'Weekly Visitor')
    await form.getByLabel('Within a week').check()
    await form.getByRole('button', { name: 'Send message' }).click()
    const answer = page.getByRole('main').getByRole('status').filter({ hasText: 'Thank you!' })
    await answer.waitFor()
    expect(await answer.innerText()).toContain('We reply within one business day')
    expect(await answer.innerText()).not.toContain('owner has been alerted')
    await page.context().close()
  })

  test('without script, an emergency lands on the thank-you page with the call link, not "one business day"', async () => {
    const page = await openPage(browser, { viewport: phone, javaScriptEnabled: false })
    await page.goto('/contact')
    const form = await fillForm(page, 'No Script Emergency', { script: false })
    await form.getByLabel(emergency).check()
    await Promise.all([
      page.waitForURL('**/thank-you#emergency'),
      form.getByRole('button', { name: 'Send message' }).click(),
    ])
    const main = await page.getByRole('main').innerText()
    expect(main).toContain('the owner has been alerted')
    expect(main).not.toContain('one business day')
    expect(
      await page
        .getByRole('main')
        .getByRole('status')
        .getByRole('link', { name: /555-0142/ })
        .getAttribute('href'),
    ).toBe('tel:+12175550142')
    await page.context().close()
  })

  test('without script, the thank-you page after a post with photos does not ask for photos', async () => {
    const page = await openPage(browser, { viewport: phone, javaScriptEnabled: false })
    await page.goto('/contact')
    const form = await fillForm(page, 'No Script Photo', { script: false })
    await form.getByLabel('Photo 1', { exact: true }).setInputFiles({
      name: 'oak.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(800, 600),
    })
    await Promise.all([
      page.waitForURL('**/thank-you#photos-sent'),
      form.getByRole('button', { name: 'Send message' }).click(),
    ])
    const main = await page.getByRole('main').innerText()
    expect(main).toContain('no need to send them again')
    expect(main).not.toContain('take a few photos')
    expect(main).toContain('We reply within one business day')
    await page.goto('/thank-you')
    expect(await page.getByRole('main').innerText()).toContain('take a few photos')
    await page.context().close()
  })

  test('with script, the answer after a post with photos does not ask for photos', async () => {
    const page = await openPage(browser, { viewport: phone })
    await visit(page, '/contact')
    const form = await fillForm(page, 'Script Photo')
    await form.getByLabel('Add photos').setInputFiles({
      name: 'oak.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(800, 600),
    })
    await form.getByRole('img', { name: 'Photo 1' }).waitFor()
    await form.getByRole('button', { name: 'Send message' }).click()
    const answer = page.getByRole('main').getByRole('status').filter({ hasText: 'Thank you!' })
    await answer.waitFor()
    expect(await answer.innerText()).toContain('no need to send them again')
    expect(await answer.innerText()).not.toContain('take a few photos')
    await page.context().close()
  })
})

test('without script, a photo over the size limit brings the form back with every field and choice kept', async () => {
  const page = await openPage(browser, { viewport: phone, javaScriptEnabled: false })
  await page.goto('/contact')
  const form = await fillForm(page, 'Big Photo Visitor', { script: false })
  await form.getByLabel('Which service (optional)').selectOption({ label: 'Stump Grinding' })
  await form.getByLabel('Emergency: a tree down or on a building').check()
  await form.getByLabel('Photo 1', { exact: true }).setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(16 * 1024 * 1024, 0xff),
  })
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.request().method() === 'POST'),
    form.getByRole('button', { name: 'Send message' }).click(),
  ])
  expect(response.status()).toBe(400)
  await page.getByText('Photo 1 is larger than 15 MB', { exact: false }).waitFor()
  expect(await page.getByLabel('Your name').inputValue()).toBe('Big Photo Visitor')
  expect(await page.getByLabel('Email address').inputValue()).toBe('visitor@example.com')
  expect(await page.getByLabel('Phone number (optional)').inputValue()).toBe('217-555-0123')
  expect(await page.getByLabel('How can we help?').inputValue()).toContain('Two dead ash trees')
  expect(await page.getByLabel('Which service (optional)').inputValue()).toBe('stump-grinding')
  expect(await page.getByLabel('Emergency: a tree down or on a building').isChecked()).toBe(true)
  expect(storedLeads().some((lead) => lead.name === 'Big Photo Visitor')).toBe(false)
  await page.context().close()
})
