import { once } from 'node:events'
import path from 'node:path'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import sharp from 'sharp'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openAccounts } from '../../server/owner/accounts'
import { smtpMailer } from '../../server/leads/email-outbox'
import { TOO_FAST_MS } from '../../server/contact/spam'
import { openLeadStore } from '../../server/leads/store'
import { hasGpsPosition, phonePhoto, scriptedSvg } from '../support/photos'
import { serveForSuite } from '../support/test-server'
import { launchBrowser, openPage, phone } from './browser'

// Photos are scaled before they leave the phone and kept without the GPS position of the home.
const PASSWORD = 'the leaning silver maple'
const mails: string[] = []
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      mails.push(Buffer.concat(chunks).toString('latin1'))
      callback()
    })
  },
})
let smtpPort = 0
let browser: Browser
let gpsPhoto: Buffer

// The mail sink listens first: the server's mail goes to its port.
beforeAll(async () => {
  sink.listen(0, '127.0.0.1')
  await once(sink.server, 'listening')
  const address = sink.server.address()
  smtpPort = typeof address === 'object' && address ? address.port : 0
})
afterAll(() => new Promise<void>((resolve) => sink.close(() => resolve())))
const server = serveForSuite({
  prepare: async ({ dataDir }) => {
    const accounts = openAccounts(dataDir)
    await accounts.add('maria', PASSWORD, 'owner')
    accounts.close()
  },
  app: () => ({
    clientDir: path.resolve('build/client'),
    mail: {
      mailer: smtpMailer(`smtp://127.0.0.1:${smtpPort}`, 'site@example.com'),
      to: 'owner@example.com',
    },
    rateLimit: { max: 1000, windowMs: 60_000 },
  }),
})
beforeAll(async () => {
  browser = await launchBrowser()
  gpsPhoto = await phonePhoto(4000, 3000)
})
afterAll(() => browser?.close())

const newPage = (options: BrowserContextOptions = {}): Promise<Page> =>
  openPage(browser, { baseURL: server.url, viewport: phone, ...options })

async function fillForm(page: Page, name: string, { script = true } = {}) {
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Send us a message' })
  await form.getByLabel('Your name').fill(name)
  await form.getByLabel('Email address').fill('visitor@example.com')
  await form.getByLabel('How can we help?').fill('The oak by the shed split in the storm.')
  if (script) {
    await page.locator('form[name="contact"][data-enhanced="true"]').waitFor()
    await page.waitForFunction((ms) => performance.now() > ms, TOO_FAST_MS)
  }
  return form
}

function filePart(body: Buffer, contentType: string, field: string): Buffer | undefined {
  const boundary = /boundary=(.+)$/.exec(contentType)?.[1]
  if (!boundary) return undefined
  const start = body.indexOf(`name="${field}"; filename=`)
  if (start < 0) return undefined
  const from = body.indexOf('\r\n\r\n', start) + 4
  return body.subarray(from, body.indexOf(`\r\n--${boundary}`, from))
}

function storedLead(name: string) {
  const store = openLeadStore(server.dataDir)
  try {
    const lead = store.listLeads().find((candidate) => candidate.name === name)
    if (!lead) return undefined
    const photos = store
      .photosOf(lead.id)
      .map((photo) => store.photo(lead.id, photo.id, 'full')?.bytes ?? Buffer.alloc(0))
    return { ...lead, photos }
  } finally {
    store.close()
  }
}

describe('with script, on a phone', () => {
  test('a 4000 × 3000 photo with GPS: scaled before it is sent, kept clean, in the inbox and the e-mail', async () => {
    const page = await newPage()
    const form = await fillForm(page, 'Photo Visitor')
    await form.getByLabel('Add photos').setInputFiles({
      name: 'IMG_4032.jpg',
      mimeType: 'image/jpeg',
      buffer: gpsPhoto,
    })
    await form.getByRole('img', { name: 'Photo 1' }).waitFor()
    await form.getByLabel('Which service (optional)').selectOption({ label: 'Tree Removal' })
    await form.getByLabel('Emergency: a tree down or on a building').check()
    expect(await form.getByText('Call now, it is faster than any form:').isVisible()).toBe(true)

    const sent = page.waitForRequest((request) => request.method() === 'POST')
    await form.getByRole('button', { name: 'Send message' }).click()
    const request = await sent
    const photo = filePart(
      request.postDataBuffer() ?? Buffer.alloc(0),
      (await request.allHeaders())['content-type'] ?? '',
      'photo-1',
    )
    const asSent = await sharp(photo).metadata()
    expect(Math.max(asSent.width ?? 0, asSent.height ?? 0)).toBeLessThanOrEqual(2048)
    expect(asSent.width).toBeGreaterThan(1000)
    expect(photo?.length).toBeLessThan(gpsPhoto.length)
    await page.getByText('Thank you! Your message is on its way.', { exact: false }).waitFor()
    expect(await form.getByRole('img', { name: 'Photo 1' }).count()).toBe(0)

    const lead = storedLead('Photo Visitor')
    expect(lead).toMatchObject({ service: 'tree-removal', urgency: 'emergency' })
    expect(lead?.photos).toHaveLength(1)
    const kept = lead?.photos[0] ?? Buffer.alloc(0)
    const keptMetadata = await sharp(kept).metadata()
    expect(Math.max(keptMetadata.width ?? 0, keptMetadata.height ?? 0)).toBeLessThanOrEqual(2048)
    expect(keptMetadata.exif).toBeUndefined()
    expect(await hasGpsPosition(kept)).toBe(false)

    const owner = await newPage()
    await owner.goto('/admin/leads')
    await owner.getByLabel('Name').fill('maria')
    await owner.getByLabel('Password').fill(PASSWORD)
    await owner.getByRole('button', { name: 'Sign in' }).click()
    await owner.waitForURL(`${server.url}/admin/leads`)
    const row = owner.getByRole('link', { name: /Photo Visitor/ })
    const thumbnail = row.getByRole('img', { name: 'Photo 1' })
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0)
    expect(await row.textContent()).toContain('Emergency')

    await expect.poll(() => mails.some((mail) => mail.includes('Photo Visitor'))).toBe(true)
    const mail = mails.find((candidate) => candidate.includes('Photo Visitor')) ?? ''
    expect(mail).toMatch(/^Subject: Emergency: New website enquiry from Photo Visitor\r?$/m)
    expect(mail).toMatch(/Content-Type: image\/jpeg; name=photo-1\.jpg/)
    await page.context().close()
    await owner.context().close()
  })

  test('photos can be removed; a failed send keeps every word and photo; the next send takes them', async () => {
    const page = await newPage()
    const form = await fillForm(page, 'Retry Visitor')
    const picker = form.getByLabel('Add photos')
    await picker.setInputFiles([
      { name: 'one.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(1200, 900) },
      { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(900, 1200) },
    ])
    await form.getByRole('img', { name: 'Photo 2' }).waitFor()
    await picker.setInputFiles({
      name: 'three.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(800, 800),
    })
    await form.getByRole('img', { name: 'Photo 3' }).waitFor()
    expect(await form.getByLabel('Add photos').count()).toBe(0)
    await form.getByRole('button', { name: 'Remove photo 1' }).click()
    expect(await form.getByRole('img').count()).toBe(2)

    let attempts = 0
    await page.route(`${server.url}/`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      attempts += 1
      if (attempts === 1) {
        // A connection that drops after a while, not at once: the progress shows meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 300))
        return route.abort('connectionreset')
      }
      return route.continue()
    })
    await form.getByRole('button', { name: 'Send message' }).click()
    await form.getByRole('progressbar', { name: 'Sending your message and photos…' }).waitFor()
    await page.getByText('could not be sent', { exact: false }).waitFor()
    expect(await form.getByLabel('Your name').inputValue()).toBe('Retry Visitor')
    expect(await form.getByRole('img').count()).toBe(2)
    expect(storedLead('Retry Visitor')).toBeUndefined()

    await form.getByRole('button', { name: 'Send message' }).click()
    await page.getByText('Thank you! Your message is on its way.', { exact: false }).waitFor()
    const dimensions = await Promise.all(
      (storedLead('Retry Visitor')?.photos ?? []).map(async (photo) => {
        const { width, height } = await sharp(photo).metadata()
        return [width, height]
      }),
    )
    expect(dimensions).toEqual([
      [900, 1200],
      [800, 800],
    ])
    await page.context().close()
  })

  test("a file that is no picture is named in the visitor's words, beside it; nothing is lost", async () => {
    const page = await newPage()
    const form = await fillForm(page, 'Svg Visitor')
    await form.getByLabel('Add photos').setInputFiles({
      name: 'tree.jpg',
      mimeType: 'image/jpeg',
      buffer: scriptedSvg,
    })
    await form.getByRole('button', { name: 'Remove photo 1' }).waitFor()
    await form.getByRole('button', { name: 'Send message' }).click()
    const problem = form.getByText(
      'Photo 1 is not a picture we can read: please send a JPEG, PNG or WebP.',
    )
    await problem.waitFor()
    expect(await form.getByLabel('Your name').inputValue()).toBe('Svg Visitor')
    expect(storedLead('Svg Visitor')).toBeUndefined()
    await form.getByRole('button', { name: 'Remove photo 1' }).click()
    expect(await problem.count()).toBe(0)
    await form.getByRole('button', { name: 'Send message' }).click()
    await page.getByText('Thank you! Your message is on its way.', { exact: false }).waitFor()
    expect(storedLead('Svg Visitor')?.photos).toEqual([])
    await page.context().close()
  })
})

describe('without script', () => {
  test('two photos in two of the three inputs: the thank-you page, both kept', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    const form = await fillForm(page, 'Plain Photo Visitor', { script: false })
    expect(await form.getByText('Call now, it is faster than any form:').isVisible()).toBe(false)
    await form.getByLabel('Emergency: a tree down or on a building').check()
    expect(await form.getByText('Call now, it is faster than any form:').isVisible()).toBe(true)
    await form.getByLabel('Within a week').check()
    await form.getByLabel('Photo 1', { exact: true }).setInputFiles({
      name: 'IMG_1.jpg',
      mimeType: 'image/jpeg',
      buffer: gpsPhoto,
    })
    await form.getByLabel('Photo 2', { exact: true }).setInputFiles({
      name: 'IMG_2.png',
      mimeType: 'image/png',
      buffer: await sharp(await phonePhoto(900, 1200))
        .png()
        .toBuffer(),
    })
    // The thank-you page opens at its words for photos sent: it does not ask for them again.
    await Promise.all([
      page.waitForURL('**/thank-you#photos-sent'),
      form.getByRole('button', { name: 'Send message' }).click(),
    ])
    const lead = storedLead('Plain Photo Visitor')
    expect(lead?.urgency).toBe('week')
    const kept = await Promise.all((lead?.photos ?? []).map((photo) => sharp(photo).metadata()))
    expect(kept.map(({ format, width, height }) => [format, width, height])).toEqual([
      ['jpeg', 2048, 1536],
      ['png', 900, 1200],
    ])
    expect(kept.every((metadata) => metadata.exif === undefined)).toBe(true)
    await page.context().close()
  })

  test('a refused photo: the form again, the photo named, every typed word and choice kept', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    const form = await fillForm(page, 'Plain Refused Visitor', { script: false })
    await form.getByLabel('Which service (optional)').selectOption({ label: 'Stump Grinding' })
    await form.getByLabel('Photo 1', { exact: true }).setInputFiles({
      name: 'page.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
    })
    await form.getByRole('button', { name: 'Send message' }).click()
    await page
      .getByText('Photo 1 is not a picture we can read: please send a JPEG, PNG or WebP.')
      .waitFor()
    expect(await page.getByLabel('Your name').inputValue()).toBe('Plain Refused Visitor')
    expect(await page.getByLabel('How can we help?').inputValue()).toContain('The oak by the shed')
    expect(await page.getByLabel('Which service (optional)').inputValue()).toBe('stump-grinding')
    expect(await page.getByText('please attach your photos again').isVisible()).toBe(true)
    expect(storedLead('Plain Refused Visitor')).toBeUndefined()
    await page.context().close()
  })
})

describe('the form is easy to reach on a phone', () => {
  test.each([true, false])(
    "'Contact Us Today' and 'Send us a message' land at the form (script: %s)",
    async (javaScriptEnabled) => {
      const page = await newPage({ javaScriptEnabled })
      await page.goto('/')
      await Promise.all([
        page.waitForURL('**/contact?from=%2F#contact-form'),
        page.getByRole('link', { name: 'Contact Us Today' }).click(),
      ])
      const form = page.getByRole('form', { name: 'Send us a message' })
      await expect
        .poll(() => form.evaluate((element) => element.getBoundingClientRect().top))
        .toBeLessThan(phone.height / 2)
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.goto('/contact')
      const link = page.getByRole('link', { name: 'Send us a message' })
      const box = await link.boundingBox()
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(phone.height)
      await link.click()
      await expect
        .poll(() => form.evaluate((element) => element.getBoundingClientRect().top))
        .toBeLessThan(phone.height / 2)
      await page.context().close()
    },
  )

  test('at 375 px the e-mail address in the contact cards breaks only after its @', async () => {
    const page = await newPage()
    await page.goto('/contact')
    const lines = await page.evaluate(() => {
      const address = [...document.querySelectorAll('main p')].find((element) =>
        /\S+@\S+\.\w+/.test(element.textContent ?? ''),
      )
      if (!address) return []
      // A new line starts where a character's top changes.
      const text = address.textContent ?? ''
      const match = /[\w.+-]+@[\w.-]+\.\w+/.exec(text)
      if (!match) return []
      const walker = document.createTreeWalker(address, NodeFilter.SHOW_TEXT)
      const tops: { char: string; top: number }[] = []
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
          const range = document.createRange()
          range.setStart(node, index)
          range.setEnd(node, index + 1)
          tops.push({
            char: node.textContent?.[index] ?? '',
            top: range.getBoundingClientRect().top,
          })
        }
      }
      const inAddress = tops.slice(match.index, match.index + match[0].length)
      const result: string[] = ['']
      inAddress.forEach((entry, index) => {
        if (index > 0 && Math.abs(entry.top - (inAddress[index - 1]?.top ?? 0)) > 2) result.push('')
        result[result.length - 1] += entry.char
      })
      return result
    })
    expect(lines.length).toBeGreaterThan(0)
    // One line, or two that part right after the @.
    if (lines.length > 1) {
      expect(lines).toHaveLength(2)
      expect(lines[0]).toMatch(/@$/)
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
    await page.context().close()
  })
})
