// @vitest-environment jsdom
import { within } from '@testing-library/react'
import type { FastifyInstance } from 'fastify'
import { dkimVerify } from 'mailauth'
import { createPublicKey, generateKeyPairSync } from 'node:crypto'
import { once } from 'node:events'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { postSignIn, sessionCookieOf } from '../../tests/support/cms-sign-in'
import { createSiteFixture } from '../../tests/support/site-fixture'
import { buildApp } from '../app'
import { type Mailer, smtpMailer } from '../leads/email-outbox'
import type { DkimSigning, TxtResolver } from '../leads/mail-auth'
import { openAccounts } from '../owner/accounts'

/**
 * The owner's e-mail settings page over HTTP: the records it shows, what DNS holds of them, and a
 * test e-mail whose DKIM signature verifies against the record the page shows.
 */
const PASSWORD = 'a sugar maple by the fence'
const FROM = 'Canopy Alerts <alerts@canopy.example>'
const SELECTOR = 'canopy2027'
const { privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
})
const dkim: DkimSigning = { domainName: 'canopy.example', keySelector: SELECTOR, privateKey }
const publicKeyBase64 = createPublicKey(privateKey)
  .export({ type: 'spki', format: 'der' })
  .toString('base64')

const dnsError = (code: string) => Object.assign(new Error(`queryTxt ${code}`), { code })
/** The DNS the page asks: a zone the tests change, answered in 255-character strings as DNS does. */
let zone: Record<string, string[]> = {}
let dnsDown = false
const resolveTxt: TxtResolver = async (name) => {
  if (dnsDown) throw dnsError('ECONNREFUSED')
  if (name === 'canopy.example' && !zone[name]) return []
  const values = zone[name]
  if (!values) throw dnsError('ENOTFOUND')
  return values.map((value) => value.match(/.{1,255}/g) ?? [])
}

const received: string[] = []
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      received.push(Buffer.concat(chunks).toString('binary'))
      callback()
    })
  },
})

const fixture = createSiteFixture()
let app: FastifyInstance
let base: string
let owner: string
let editor: string

beforeAll(async () => {
  const accounts = openAccounts(fixture.dataDir)
  await accounts.add('maria', PASSWORD, 'owner')
  await accounts.add('ed.writer', PASSWORD)
  accounts.close()
  sink.listen(0, '127.0.0.1')
  await once(sink.server, 'listening')
  const address = sink.server.address()
  const smtpPort = typeof address === 'object' && address ? address.port : 0
  app = await buildApp({
    clientDir: fixture.clientDir,
    dataDir: fixture.dataDir,
    mail: {
      mailer: smtpMailer(`smtp://127.0.0.1:${smtpPort}`, FROM, {}, dkim),
      to: 'owner@example.com',
      sender: { from: FROM, smtpHost: 'smtp.mailhost.example', dkim },
    },
    resolveTxt,
    rateLimit: { max: 1000, windowMs: 60_000 },
  })
  base = await app.listen({ host: '127.0.0.1', port: 0 })
  owner = sessionCookieOf(await postSignIn(base, 'maria', PASSWORD))
  editor = sessionCookieOf(await postSignIn(base, 'ed.writer', PASSWORD))
})
afterAll(async () => {
  await app.close()
  await new Promise<void>((resolve) => sink.close(() => resolve()))
  fixture.cleanup()
})

const get = (path: string, cookie = owner) =>
  fetch(`${base}${path}`, { headers: { cookie }, redirect: 'manual' })
const postTest = (headers: Record<string, string> = {}, at = base) =>
  fetch(`${at}/admin/leads/email/test`, {
    method: 'POST',
    body: '',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: at,
      cookie: owner,
      ...headers,
    },
    redirect: 'manual',
  })

/** The page in the test's document (one at a time), found by role and visible text. */
function shown(html: string) {
  document.documentElement.innerHTML = html.replace(/^<!doctype html>/i, '')
  return within(document.body)
}

/** The page as a reader finds things on it: by role and visible text. */
async function settingsPage(path = '/admin/leads/email', at = base) {
  const response = await fetch(`${at}${path}`, { headers: { cookie: owner } })
  expect(response.status).toBe(200)
  const html = await response.text()
  return { html, page: shown(html) }
}
type Page = Awaited<ReturnType<typeof settingsPage>>['page']
const region = (page: Page, name: RegExp) => within(page.getByRole('region', { name }))
/** The DKIM record's value, as the page shows it to be published. */
const shownDkimRecord = (page: Page) =>
  region(page, /^DKIM/).getByText(/^v=DKIM1; k=rsa; p=/).textContent ?? ''

/** A resolver answering the DKIM key query with the record the settings page shows. */
const answeringWith =
  (record: string) =>
  async (name: string, type: string): Promise<string[][]> => {
    if (type === 'TXT' && name === `${SELECTOR}._domainkey.canopy.example`) {
      return [record.match(/.{1,255}/g) ?? []]
    }
    throw dnsError('ENOTFOUND')
  }

describe('who may see the e-mail settings', () => {
  test('the inbox links to it; an owner sees it', async () => {
    const { page } = await settingsPage('/admin/leads')
    const link = page.getByRole('link', { name: 'E-mail alerts' })
    expect(link.getAttribute('href')).toBe('/admin/leads/email')
    const settings = (await settingsPage()).page
    expect(settings.getByRole('heading', { level: 1, name: 'E-mail alerts' })).toBeTruthy()
    expect(settings.getByRole('link', { name: 'E-mail alerts' }).getAttribute('aria-current')).toBe(
      'page',
    )
  })

  test("an editor's account: 403 on the page and the test; no e-mail goes", async () => {
    const before = received.length
    expect((await get('/admin/leads/email', editor)).status).toBe(403)
    expect((await postTest({ cookie: editor })).status).toBe(403)
    expect((await get('/admin/leads/email', '')).status).toBe(303)
    expect((await postTest({ cookie: '' })).status).toBe(401)
    expect(received.length).toBe(before)
  })

  test('a test posted from another site, or with no Origin: 403, no e-mail goes', async () => {
    const before = received.length
    expect((await postTest({ origin: 'https://evil.example' })).status).toBe(403)
    expect((await postTest({ origin: '' })).status).toBe(403)
    expect(received.length).toBe(before)
  })
})

describe('the records the sending domain publishes', () => {
  test('From domain, selector, and the DKIM record of the configured key', async () => {
    zone = {}
    const { page } = await settingsPage()
    const sending = region(page, /How the alerts are sent/)
    expect(sending.getByText('Canopy Alerts <alerts@canopy.example>')).toBeTruthy()
    expect(sending.getByText('On: domain canopy.example, selector canopy2027')).toBeTruthy()
    expect(page.getByRole('heading', { name: 'DNS records for canopy.example' })).toBeTruthy()
    const dkimRecord = region(page, /^DKIM/)
    expect(dkimRecord.getByText('canopy2027._domainkey.canopy.example')).toBeTruthy()
    expect(shownDkimRecord(page)).toBe(`v=DKIM1; k=rsa; p=${publicKeyBase64}`)
    // The zone-file form: strings of at most 255 characters, which DNS joins back.
    const zoneForm = dkimRecord.getByText(/^"v=DKIM1/).textContent ?? ''
    const strings = [...zoneForm.matchAll(/"([^"]*)"/g)].map((match) => match[1] ?? '')
    expect(strings.every((part) => part.length <= 255)).toBe(true)
    expect(strings.join('')).toBe(`v=DKIM1; k=rsa; p=${publicKeyBase64}`)
  })

  test('SPF names the mail server, DMARC quarantines with reports; what DNS has of each', async () => {
    zone = { 'canopy.example': ['v=spf1 include:mailhost.example -all', 'google-site=abc'] }
    const { page } = await settingsPage()
    const spf = region(page, /^SPF/)
    expect(spf.getByText('v=spf1 include:mailhost.example -all')).toBeTruthy()
    expect(spf.getByText(/published, and it names this mail server/)).toBeTruthy()
    const dmarc = region(page, /^DMARC/)
    expect(dmarc.getByText('_dmarc.canopy.example')).toBeTruthy()
    expect(
      dmarc.getByText('v=DMARC1; p=quarantine; rua=mailto:dmarc-reports@canopy.example'),
    ).toBeTruthy()
    expect(dmarc.getByText(/not published yet/)).toBeTruthy()
    expect(region(page, /^DKIM/).getByText(/not published yet/)).toBeTruthy()
  })

  test('a published DKIM key that is not this one, and two SPF records, are named', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .publicKey.export({ type: 'spki', format: 'der' })
      .toString('base64')
    zone = {
      'canopy.example': ['v=spf1 mx -all', 'v=spf1 include:mailhost.example -all'],
      'canopy2027._domainkey.canopy.example': [`v=DKIM1; k=rsa; p=${other}`],
      '_dmarc.canopy.example': ['v=DMARC1; p=none'],
    }
    const { page } = await settingsPage()
    expect(region(page, /^SPF/).getByText(/2 SPF records are published/)).toBeTruthy()
    expect(region(page, /^DKIM/).getByText(/a different key is published/)).toBeTruthy()
    expect(region(page, /^DMARC/).getByText(/published: v=DMARC1; p=none/)).toBeTruthy()
  })

  test('the DKIM record published as the page shows it: published', async () => {
    const { page: before } = await settingsPage()
    zone = { 'canopy2027._domainkey.canopy.example': [shownDkimRecord(before)] }
    const { page } = await settingsPage()
    expect(region(page, /^DKIM/).getByText(/published, with this server’s key/)).toBeTruthy()
  })

  test("DNS unreachable: each record says DNS couldn't be asked", async () => {
    dnsDown = true
    try {
      const { page } = await settingsPage()
      for (const kind of [/^SPF/, /^DKIM/, /^DMARC/]) {
        expect(region(page, kind).getByText(/couldn’t ask DNS/)).toBeTruthy()
      }
    } finally {
      dnsDown = false
    }
  })
})

describe('Send a test e-mail', () => {
  test('the mail server’s answer shows after the redirect; the e-mail verifies against the shown DKIM record', async () => {
    zone = {}
    const before = received.length
    const response = await postTest()
    expect(response.status).toBe(303)
    const location = response.headers.get('location') ?? ''
    expect(location).toMatch(/^\/admin\/leads\/email\?test=[0-9a-f-]{36}$/)
    expect(received.length).toBe(before + 1)

    const { page } = await settingsPage(location)
    const status = within(page.getByRole('status'))
    expect(status.getByText(/The test e-mail went to owner@example.com/)).toBeTruthy()
    // smtp-server's answer to DATA, as nodemailer reports it.
    expect(status.getByText(/^250 /)).toBeTruthy()

    const message = received.at(-1) ?? ''
    expect(message).toMatch(/^Subject: Test e-mail from the .+ website\r$/m)
    const verified = await dkimVerify(Buffer.from(message, 'binary'), {
      resolver: answeringWith(shownDkimRecord(page)),
    })
    expect(verified.results).toHaveLength(1)
    expect(verified.results[0]).toMatchObject({
      signingDomain: 'canopy.example',
      selector: SELECTOR,
      status: { result: 'pass' },
    })

    // The same message with one word of its body changed: the signature no longer holds.
    const tampered = message.replace('A test of the lead alerts', 'A test of the lead alarms')
    expect(tampered).not.toBe(message)
    const failed = await dkimVerify(Buffer.from(tampered, 'binary'), {
      resolver: answeringWith(shownDkimRecord(page)),
    })
    // mailauth files a body that no longer matches its hash as neutral, not pass.
    expect(failed.results[0]?.status).toMatchObject({
      result: 'neutral',
      comment: 'body hash did not verify',
    })
  })

  test("a lead's alert is signed with the same key", async () => {
    const before = received.length
    const response = await fetch(`${base}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        'form-name': 'contact',
        name: 'Dana Signed',
        email: 'dana@example.com',
        phone: '',
        comment: 'The oak by the drive lost a limb.',
      }).toString(),
    })
    expect(response.status).toBe(200)
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(before + 1)
    const { page } = await settingsPage()
    const verified = await dkimVerify(Buffer.from(received.at(-1) ?? '', 'binary'), {
      resolver: answeringWith(shownDkimRecord(page)),
    })
    expect(verified.results[0]?.status.result).toBe('pass')
  })

  test('/healthz stays terse: nothing of the mail setup or its records', async () => {
    const health = await (await fetch(`${base}/healthz`)).text()
    expect(health).not.toMatch(/dkim|spf|dmarc|smtp|canopy\.example/i)
  })

  test('an answer no longer kept says so; an id of another shape shows nothing', async () => {
    const { page } = await settingsPage(
      '/admin/leads/email?test=00000000-0000-4000-8000-000000000000',
    )
    expect(page.getByRole('status').textContent).toMatch(/no longer kept/)
    const { page: plain } = await settingsPage('/admin/leads/email?test=<b>hi</b>')
    expect(plain.queryByRole('status')).toBeNull()
  })
})

describe('a mail server that refuses', () => {
  const refusing = createSiteFixture()
  let other: FastifyInstance
  let otherBase: string
  let otherCookie: string
  const mailer: Mailer = {
    async send() {
      throw new Error('554 5.7.1 <script>alert("relay")</script> Relay access denied')
    },
  }
  beforeAll(async () => {
    const accounts = openAccounts(refusing.dataDir)
    await accounts.add('maria', PASSWORD, 'owner')
    accounts.close()
    other = await buildApp({
      clientDir: refusing.clientDir,
      dataDir: refusing.dataDir,
      mail: { mailer, to: 'owner@example.com', sender: { from: FROM, smtpHost: '127.0.0.1' } },
      resolveTxt,
    })
    otherBase = await other.listen({ host: '127.0.0.1', port: 0 })
    otherCookie = sessionCookieOf(await postSignIn(otherBase, 'maria', PASSWORD))
  })
  afterAll(async () => {
    await other.close()
    refusing.cleanup()
  })

  test('its error shows on the page, as text; without a key, DKIM says how to set one up', async () => {
    const response = await postTest({ cookie: otherCookie }, otherBase)
    expect(response.status).toBe(303)
    const location = response.headers.get('location') ?? ''
    const html = await (
      await fetch(`${otherBase}${location}`, { headers: { cookie: otherCookie } })
    ).text()
    expect(html).not.toContain('<script>alert')
    const page = shown(html)
    const alert = within(page.getByRole('alert'))
    expect(alert.getByText(/The test e-mail was not sent/)).toBeTruthy()
    expect(
      alert.getByText('554 5.7.1 <script>alert("relay")</script> Relay access denied'),
    ).toBeTruthy()
    expect(page.getByText(/^Off: set DKIM_PRIVATE_KEY/)).toBeTruthy()
    expect(page.queryByRole('region', { name: /^DKIM/ })).toBeNull()
    expect(region(page, /^SPF/).getByText('v=spf1 ip4:127.0.0.1 -all')).toBeTruthy()
  })
})
